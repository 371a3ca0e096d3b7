// One list of a rules page (the cards, the characters, the roles): each entry's name, facts, text,
// parts (a character's skills) and goal (a mission), with the rulings about it.
import { useTranslation } from 'react-i18next';
import type { RulesEntry, RulesList } from '@fengsheng/server/protocol';
import type { RulesPage } from '../../api.ts';
import { textIn } from '../../logic/glossary.ts';
import { useLang } from '../hooks.ts';
import { ShowMeList } from './ShowMeList.tsx';

interface Props {
  list: RulesList;
  game: string;
  ruleset: string;
  /** Scenarios by the entry they concern (`<list>/<id>`). */
  rulings: ReadonlyMap<string, RulesPage['scenarios']>;
}

function Entry({ entry, listId, ...rest }: { entry: RulesEntry; listId: string } & Omit<Props, 'list'>) {
  const { t } = useTranslation();
  const lang = useLang();
  const key = `${listId}/${entry.id}`;
  return (
    <li className="rules-entry" data-testid="rules-entry" data-entry={key} id={`rules-${listId}-${entry.id}`}>
      <h4>
        <span data-testid="entry-name">{textIn(entry.name, lang)}</span>
        {entry.tags?.map((tag, i) => (
          <span key={i} className="tag">
            {textIn(tag, lang)}
          </span>
        ))}
      </h4>
      {entry.text && <p data-testid="entry-text">{textIn(entry.text, lang)}</p>}
      {entry.parts && (
        <ul className="rules-parts">
          {entry.parts.map((p, i) => (
            <li key={i} data-testid="entry-part">
              <strong>{textIn(p.name, lang)}</strong> {textIn(p.text, lang)}
            </li>
          ))}
        </ul>
      )}
      {listId === 'characters' && (
        <p className="rules-goal" data-testid="entry-goal">
          <strong>{t('rules.mission')}</strong> {entry.goal ? textIn(entry.goal, lang) : t('rules.noMission')}
        </p>
      )}
      {listId !== 'characters' && entry.goal && <p className="rules-goal">{textIn(entry.goal, lang)}</p>}
      <ShowMeList game={rest.game} ruleset={rest.ruleset} scenarios={rest.rulings.get(key) ?? []} />
    </li>
  );
}

export function RulesEntries({ list, ...rest }: Props) {
  const lang = useLang();
  return (
    <section className="panel rules-list" data-testid={`rules-list-${list.id}`} id={`rules-${list.id}`}>
      <h3>{textIn(list.title, lang)}</h3>
      <ul>
        {list.entries.map((e) => (
          <Entry key={e.id} entry={e} listId={list.id} {...rest} />
        ))}
      </ul>
    </section>
  );
}

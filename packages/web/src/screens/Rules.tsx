// A rules page per game and edition: the prose, tables and lists the server builds from the
// edition's ruleset, and the rulings about each card or character that can be watched ("show me").
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getRules, type RulesPage } from '../api.ts';
import { useLang, useProblemText } from '../components/hooks.ts';
import { EditionLinks, useEditionLabel } from '../components/rules/EditionLinks.tsx';
import { RulesEntries } from '../components/rules/RulesEntries.tsx';
import { RulesTableView } from '../components/rules/RulesTableView.tsx';
import { ShowMeList } from '../components/rules/ShowMeList.tsx';
import { textIn } from '../logic/glossary.ts';
import '../components/rules/rules.css';

/** Scenarios by the entry they concern; those about no entry under ''. */
function rulingsByEntry(page: RulesPage): Map<string, RulesPage['scenarios']> {
  const out = new Map<string, RulesPage['scenarios']>();
  for (const s of page.scenarios) {
    for (const key of s.concerns.length ? s.concerns : ['']) {
      const list = out.get(key) ?? [];
      list.push(s);
      out.set(key, list);
    }
  }
  return out;
}

export function RulesScreen({ game, ruleset }: { game: string; ruleset: string }) {
  const { t } = useTranslation();
  const say = useProblemText();
  const lang = useLang();
  const label = useEditionLabel();
  const [page, setPage] = useState<RulesPage | null>(null);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    let live = true;
    setPage(null);
    setError(null);
    getRules(game, ruleset)
      .then((p) => live && setPage(p))
      .catch((e: unknown) => live && setError(e));
    return () => {
      live = false;
    };
  }, [game, ruleset]);

  const rulings = useMemo(() => (page ? rulingsByEntry(page) : new Map()), [page]);

  return (
    <div className="rules-page" data-testid="rules-page" data-game={game} data-ruleset={ruleset}>
      <nav className="panel" aria-label={t('rules.editions')}>
        <EditionLinks current={{ game, ruleset }} />
      </nav>
      <h2 data-testid="rules-title">
        {t('rules.title', { name: page ? textIn(page.name, lang) : label(game, ruleset) })}
      </h2>
      {error !== null && <p className="error">{t('rules.failed', { message: say(error) })}</p>}
      {!page && error === null && <p className="muted">{t('rules.loading')}</p>}
      {page && (
        <>
          {page.sections.map((s) => (
            <section key={s.id} className="panel rules-section" data-testid={`rules-section-${s.id}`}>
              <h3>{textIn(s.title, lang)}</h3>
              {s.paragraphs.map((p, i) => (
                <p key={i}>{textIn(p, lang)}</p>
              ))}
            </section>
          ))}
          {page.tables.map((tb) => (
            <RulesTableView key={tb.id} table={tb} />
          ))}
          {page.lists.map((l) => (
            <RulesEntries key={l.id} list={l} game={game} ruleset={ruleset} rulings={rulings} />
          ))}
          {rulings.has('') && (
            <section className="panel rules-list" data-testid="rules-other-rulings">
              <h3>{t('rules.otherRulings')}</h3>
              <p className="muted small">{t('rules.rulingsHint')}</p>
              <ShowMeList game={game} ruleset={ruleset} scenarios={rulings.get('')!} />
            </section>
          )}
        </>
      )}
    </div>
  );
}

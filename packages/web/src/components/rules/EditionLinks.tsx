// Links to the rules page of every game and edition the lobby offers (the lobby and the rules page).
import { useTranslation } from 'react-i18next';
import { rulesPath } from '../../api.ts';
import { editionKey, GAMES } from '../../logic/games.ts';
import { textIn } from '../../logic/glossary.ts';
import { navigate } from '../../router.ts';
import { useLang } from '../hooks.ts';

/** "风声 · 2010 标准版": a game's name, and its edition's where it has several. */
export function useEditionLabel(): (game: string, ruleset: string) => string {
  const { t } = useTranslation();
  const lang = useLang();
  return (game, ruleset) => {
    const g = GAMES.find((x) => x.id === game);
    const name = g ? textIn(g.name, lang) : game;
    if (!g || g.rulesets.length < 2) return name;
    const edition = t(editionKey(ruleset));
    return `${name} · ${edition}`;
  };
}

export function EditionLinks({ current }: { current?: { game: string; ruleset: string } }) {
  const label = useEditionLabel();
  return (
    <ul className="edition-links">
      {GAMES.flatMap((g) =>
        g.rulesets.map((r) => {
          const here = current?.game === g.id && current.ruleset === r.id;
          const href = rulesPath(g.id, r.id);
          return (
            <li key={`${g.id}-${r.id}`}>
              <a
                href={href}
                data-testid={`rules-link-${g.id}-${r.id}`}
                aria-current={here ? 'page' : undefined}
                className={here ? 'current' : undefined}
                onClick={(e) => {
                  e.preventDefault();
                  navigate(href);
                }}
              >
                {label(g.id, r.id)}
              </a>
            </li>
          );
        }),
      )}
    </ul>
  );
}

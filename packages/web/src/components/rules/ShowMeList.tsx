// The rulings (scenarios) about one entry of a rules page, each with a "show me" button that opens it
// on the real table, step by step.
import { useTranslation } from 'react-i18next';
import { rulesPath, type RulesPage } from '../../api.ts';
import { navigate } from '../../router.ts';

export function ShowMeList(props: { game: string; ruleset: string; scenarios: RulesPage['scenarios'] }) {
  const { t } = useTranslation();
  if (props.scenarios.length === 0) return null;
  return (
    <ul className="show-me-list">
      {props.scenarios.map((s) => (
        <li key={s.id} data-testid="ruling" data-scenario={s.id}>
          <span className="ruling-name">{s.name}</span>{' '}
          <a
            className="btn btn-small"
            data-testid="show-me"
            href={`${rulesPath(props.game, props.ruleset)}/show/${encodeURIComponent(s.id)}`}
            onClick={(e) => {
              e.preventDefault();
              navigate(e.currentTarget.getAttribute('href')!);
            }}
          >
            {t('rules.showMe')}
          </a>
        </li>
      ))}
    </ul>
  );
}

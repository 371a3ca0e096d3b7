// The heading of a "show me" replay: the ruling's name and the way back to its rules page.
import { useTranslation } from 'react-i18next';
import { rulesPath } from '../../api.ts';
import type { ScenarioRef } from '../../logic/scenario-replay.ts';
import { navigate } from '../../router.ts';

export function ScenarioHeading({ scenario, name }: { scenario: ScenarioRef; name: string }) {
  const { t } = useTranslation();
  const back = rulesPath(scenario.game, scenario.ruleset);
  return (
    <div className="scenario-heading">
      <h2 data-testid="scenario-name">{t('rules.scenarioTitle', { name })}</h2>
      <a
        href={back}
        data-testid="back-to-rules"
        onClick={(e) => {
          e.preventDefault();
          navigate(back);
        }}
      >
        {t('rules.backToRules')}
      </a>
    </div>
  );
}

// The create form's mode choice, for an edition that has modes (网络版: 新手场, 3V3, 五六人场, 自由场):
// each mode by its name, and under the choice what it changes and its seat counts.
import { useTranslation } from 'react-i18next';
import { modeKeys, type ModeChoice } from '../logic/games.ts';

export function ModeField(props: {
  modes: readonly ModeChoice[];
  value: string;
  onChange: (mode: string) => void;
}) {
  const { t } = useTranslation();
  const chosen = props.modes.find((m) => m.id === props.value);
  return (
    <label className="field">
      <span>{t('lobby.mode')}</span>
      <select data-testid="mode-select" value={props.value} onChange={(e) => props.onChange(e.target.value)}>
        {props.modes.map((m) => (
          <option key={m.id} value={m.id}>
            {t(modeKeys(m.id).name)}
          </option>
        ))}
      </select>
      {chosen && (
        <span className="muted small" data-testid="mode-text">
          {t(modeKeys(chosen.id).text)}
        </span>
      )}
    </label>
  );
}

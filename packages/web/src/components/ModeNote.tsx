// The mode a room plays, beside the table while a game is on: its name and what it changes (新手场:
// every camp public; 3V3: your teammates once characters are chosen), so a player knows why some
// seats show a camp. The table itself shows only what the game's view makes public.
import { useTranslation } from 'react-i18next';
import { modeKeys } from '../logic/games.ts';

export function ModeNote({ mode }: { mode: string | undefined }) {
  const { t } = useTranslation();
  if (!mode) return null;
  const keys = modeKeys(mode);
  return (
    <p className="mode-note muted small" data-testid="mode-note" data-mode={mode}>
      <strong>{t('lobby.mode')}</strong> {t('lobby.modeWithText', { name: t(keys.name), text: t(keys.text) })}
    </p>
  );
}

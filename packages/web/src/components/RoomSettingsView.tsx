// The room's settings as everyone who joins sees them (not only the host who chose them): the game
// and edition (and its mode, with what it changes), the seats, the bots' level, each timer under
// the name its game gives it, and the 风声 options.
import { useTranslation } from 'react-i18next';
import type { RoomSettings } from '@fengsheng/server/protocol';
import {
  BOT_LEVEL_LABELS,
  editionKey,
  gameChoice,
  gameName,
  modeKeys,
  type BotLevel,
} from '../logic/games.ts';
import { useLang } from './hooks.ts';

export function RoomSettingsView({ settings }: { settings: RoomSettings }) {
  const { t } = useTranslation();
  const lang = useLang();
  const choice = gameChoice(settings.game);
  const level = BOT_LEVEL_LABELS[settings.botLevel as BotLevel];
  const rows: [string, string, string][] = [['game', t('lobby.game'), gameName(settings.game, lang)]];
  if (choice.fengshengOptions) {
    rows.push(['ruleset', t('lobby.ruleset'), t(editionKey(settings.ruleset))]);
    if (settings.mode) {
      const keys = modeKeys(settings.mode);
      rows.push([
        'mode',
        t('lobby.mode'),
        t('lobby.modeWithText', { name: t(keys.name), text: t(keys.text) }),
      ]);
    }
    rows.push(['characters', t('lobby.characters'), t(settings.options.characters ? 'room.yes' : 'room.no')]);
    if (settings.options.characters)
      rows.push(['expansion', t('lobby.expansion'), t(settings.options.expansion ? 'room.yes' : 'room.no')]);
  }
  rows.push(['seats', t('lobby.seats'), String(settings.seats)]);
  rows.push(['botLevel', t('lobby.botLevel'), level ? t(level) : settings.botLevel]);
  rows.push(['turnSeconds', t(choice.timerLabels.turn), String(settings.turnSeconds)]);
  rows.push(['responseSeconds', t(choice.timerLabels.response), String(settings.responseSeconds)]);
  if (choice.fengshengOptions && settings.options.characters)
    rows.push(['setupSeconds', t('lobby.setupTimer'), String(settings.setupSeconds)]);
  return (
    <section className="room-settings" data-testid="room-settings" aria-label={t('room.settings')}>
      <h3>{t('room.settings')}</h3>
      <dl>
        {rows.map(([id, label, value]) => (
          <div key={id} className="room-setting" data-setting={id}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

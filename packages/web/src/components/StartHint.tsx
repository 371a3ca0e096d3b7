// What the host still has to do before the game can start, said in the waiting room: sit down
// (the host plays too, and a newcomer who made a room often waits without a seat), then fill the
// empty seats with friends or bots.
import { useTranslation } from 'react-i18next';
import type { RoomMessage } from '@fengsheng/server/protocol';

export function StartHint({ room }: { room: RoomMessage }) {
  const { t } = useTranslation();
  if (!room.isHost) return null;
  const empty = room.seats.filter((s) => s.kind === 'empty').length;
  const key = room.you === null ? 'room.hintSit' : empty > 0 ? 'room.hintFill' : 'room.hintReady';
  return (
    <p className="start-hint" id="start-hint" data-testid="start-hint" data-hint={key.slice('room.'.length)}>
      {t(key, { n: empty })}
    </p>
  );
}

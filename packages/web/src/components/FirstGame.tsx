// 新手: a first game of the standard edition from the lobby in one click, as seed 004 advises for a
// first game (初次游戏): no characters, an even table with no 打酱油的 (the printed row for four
// players, two against two), three bots, long timers, and the coach on. The room then seats its
// host and starts by itself.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreateRoomRequest, RoomMessage } from '@fengsheng/server/protocol';
import { createRoom } from '../api.ts';
import { navigate } from '../router.ts';

export const FIRST_GAME: CreateRoomRequest = {
  game: 'fengsheng',
  ruleset: 'standard',
  seats: 4,
  bots: 3,
  coach: true,
  // Time to read the coach before each decision.
  turnSeconds: 120,
  responseSeconds: 60,
  botLevel: 'heuristic',
  options: { characters: false, expansion: false, identityTable: 'variant' },
};

export function FirstGamePanel() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <section className="panel first-game" data-testid="first-game">
      <h2>{t('coach.firstGame')}</h2>
      <p className="muted">{t('coach.firstGameIntro')}</p>
      <button
        type="button"
        className="btn btn-primary"
        data-testid="first-game-start"
        disabled={busy}
        onClick={() => {
          setBusy(true);
          setError(null);
          createRoom(FIRST_GAME)
            .then((r) => navigate(`/room/${encodeURIComponent(r.roomId)}`))
            .catch((err: unknown) => setError(err instanceof Error ? err.message : String(err)))
            .finally(() => setBusy(false));
        }}
      >
        {t('coach.firstGameStart')}
      </button>
      {error && <p className="error">{t('error.generic', { message: error })}</p>}
    </section>
  );
}

/**
 * In a coached room its host made, waiting with one seat left: the host sits in it, then starts once
 * every seat is taken. Each step is sent once; the room's answer moves it to the next.
 */
export function useFirstGameStart(
  room: RoomMessage | null,
  send: (type: 'sit' | 'start', payload: unknown) => void,
): void {
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (!room?.settings.coach || !room.isHost || room.status !== 'waiting') return;
    const empty = room.seats.filter((s) => s.kind === 'empty');
    const step =
      room.you === null && empty.length === 1
        ? `sit:${empty[0].seat}`
        : room.you !== null && empty.length === 0
          ? 'start'
          : null;
    if (!step || sent.current === `${room.gameId}:${step}`) return;
    sent.current = `${room.gameId}:${step}`;
    if (step === 'start') send('start', {});
    else send('sit', { seat: empty[0].seat });
  }, [room, send]);
}

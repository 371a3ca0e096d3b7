// The lobby's way to replays: your own finished games, and any room's finished games by its code
// (the end screen is not the only door to a replay).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameListing } from '@fengsheng/server/protocol';
import { myGames, roomGames, roomIdFrom } from '../api.ts';
import { gameName } from '../logic/games.ts';
import { navigate } from '../router.ts';
import { useLang, useProblemText } from './hooks.ts';

function GameRows({ games, testid }: { games: GameListing[]; testid: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  if (games.length === 0)
    return (
      <p className="muted" data-testid={`${testid}-none`}>
        {t('replays.none')}
      </p>
    );
  return (
    <ul className="replay-list" data-testid={testid}>
      {games.map((g) => {
        const winners = (g.result as { winners?: number[] } | null)?.winners ?? [];
        const names = g.seats.map((s) => s.name ?? t('table.seat', { n: s.seat + 1 })).join('、');
        return (
          <li key={g.gameId} className="room-row" data-testid="replay-row" data-game={g.gameId}>
            <span className="muted">
              {new Date(g.finishedAt).toLocaleString(lang === 'zh' ? 'zh-CN' : 'en-GB')}
            </span>
            <span>{gameName(g.game, lang)}</span>
            <span className="room-names">{names}</span>
            {g.you !== null && g.you >= 0 && (
              <span className="tag" data-testid="replay-you" data-won={String(winners.includes(g.you))}>
                {winners.includes(g.you) ? t('replays.won') : t('replays.lost')}
              </span>
            )}
            <button
              type="button"
              className="btn btn-small"
              data-testid="replay-open"
              onClick={() => navigate(`/replay/${encodeURIComponent(g.gameId)}`)}
            >
              {t('replays.open')}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

function MyGames() {
  const { t } = useTranslation();
  const [games, setGames] = useState<GameListing[] | null>(null);
  const say = useProblemText();
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    myGames()
      .then((r) => setGames(r.games))
      .catch((e: unknown) => setError(e));
  }, []);
  return (
    <div>
      <h3>{t('replays.mine')}</h3>
      {error !== null && <p className="error">{t('error.generic', { message: say(error) })}</p>}
      {games && <GameRows games={games} testid="my-games" />}
    </div>
  );
}

function RoomGames() {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [games, setGames] = useState<GameListing[] | null>(null);
  const say = useProblemText();
  const [error, setError] = useState<unknown>(null);
  const id = roomIdFrom(code);
  return (
    <div>
      <h3>{t('replays.room')}</h3>
      <form
        className="row"
        onSubmit={(e) => {
          e.preventDefault();
          if (!id) return;
          setError(null);
          roomGames(id)
            .then((r) => setGames(r.games))
            .catch((err: unknown) => {
              setGames(null);
              setError(err);
            });
        }}
      >
        <input
          data-testid="room-games-input"
          value={code}
          placeholder={t('lobby.joinPlaceholder')}
          onChange={(e) => setCode(e.target.value)}
        />
        <button type="submit" className="btn" data-testid="room-games-submit" disabled={!id}>
          {t('replays.find')}
        </button>
      </form>
      {error !== null && <p className="error">{t('error.generic', { message: say(error) })}</p>}
      {games && <GameRows games={games} testid="room-games" />}
    </div>
  );
}

export function ReplayListsPanel() {
  const { t } = useTranslation();
  return (
    <section className="panel replay-lists" data-testid="replay-lists">
      <h2>{t('replays.title')}</h2>
      <MyGames />
      <RoomGames />
    </section>
  );
}

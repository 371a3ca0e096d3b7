import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameSummary } from '@fengsheng/server/protocol';
import { getGame, getReplay, type Replay } from '../api.ts';
import { Table } from '../games/fengsheng/Table.tsx';
import { asGameView } from '../games/fengsheng/view-types.ts';
import { KillerTable } from '../games/killer/KillerTable.tsx';
import { asKillerView } from '../games/killer/view-types.ts';
import { asGlossary } from '../logic/glossary.ts';
import { logUpTo, viewerKeys } from '../logic/replay.ts';
import { recallGlossary } from '../net.ts';
import { LogPanel } from './Room.tsx';

export function ReplayScreen({ gameId }: { gameId: string }) {
  const { t } = useTranslation();
  const [summary, setSummary] = useState<GameSummary | null>(null);
  const [viewer, setViewer] = useState('spectator');
  const [replay, setReplay] = useState<Replay | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [k, setK] = useState(0);

  useEffect(() => {
    getGame(gameId)
      .then(setSummary)
      .catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)));
  }, [gameId]);

  useEffect(() => {
    let live = true;
    setReplay(null);
    getReplay(gameId, viewer)
      .then((r) => {
        if (!live) return;
        setReplay(r);
        setK((old) => Math.min(old, Math.max(0, r.frames.length - 1)));
      })
      .catch((e: unknown) => live && setError(e instanceof Error ? e.message : String(e)));
    return () => {
      live = false;
    };
  }, [gameId, viewer]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!replay) return;
      if (e.key === 'ArrowLeft') setK((x) => Math.max(0, x - 1));
      if (e.key === 'ArrowRight') setK((x) => Math.min(replay.frames.length - 1, x + 1));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [replay]);

  if (error) return <p className="error">{t('replay.failed', { message: error })}</p>;

  // The summary carries the game's glossary; one kept from playing serves an older server.
  const glossary = asGlossary(
    summary?.glossary ??
      recallGlossary(summary?.game ?? 'fengsheng', summary?.settings?.ruleset ?? 'standard'),
  );
  const isKiller = summary?.game === 'killer';
  const seatCount = summary?.seats.length ?? 0;
  // Who was away during the game means nothing in a replay.
  const seats = summary?.seats.map((s) => ({ ...s, connected: true }));
  const frames = replay?.frames ?? [];
  const frame = frames[k];
  const keys = viewer === 'all' ? viewerKeys(frame) : [viewer];
  const logKey = viewer === 'all' ? 'spectator' : viewer;

  return (
    <div className="replay">
      <div className="panel replay-bar">
        <h2>{t('replay.title', { id: gameId })}</h2>
        <label className="field inline">
          <span>{t('replay.viewer')}</span>
          <select data-testid="replay-viewer" value={viewer} onChange={(e) => setViewer(e.target.value)}>
            {Array.from({ length: seatCount }, (_, s) => (
              <option key={s} value={String(s)}>
                {t('table.seat', { n: s + 1 })}
                {summary?.seats[s]?.name ? ` ${summary.seats[s].name}` : ''}
              </option>
            ))}
            <option value="spectator">{t('replay.spectator')}</option>
            <option value="all">{t('replay.all')}</option>
          </select>
        </label>
        <div className="row replay-controls">
          <button
            type="button"
            className="btn"
            data-testid="replay-prev"
            disabled={k <= 0}
            onClick={() => setK((x) => Math.max(0, x - 1))}
          >
            ◀ {t('replay.prev')}
          </button>
          <input
            type="range"
            data-testid="replay-slider"
            min={0}
            max={Math.max(0, frames.length - 1)}
            value={k}
            onChange={(e) => setK(Number(e.target.value))}
          />
          <button
            type="button"
            className="btn"
            data-testid="replay-next"
            disabled={k >= frames.length - 1}
            onClick={() => setK((x) => Math.min(frames.length - 1, x + 1))}
          >
            {t('replay.next')} ▶
          </button>
          <span data-testid="replay-step" data-step={k} className="muted">
            {t('replay.step', { k, n: Math.max(0, frames.length - 1) })}
          </span>
        </div>
      </div>
      {!replay ? (
        <p className="muted">{t('replay.loading')}</p>
      ) : (
        <div className={`room${keys.length > 1 ? ' room-wide' : ''}`}>
          <div className={`room-main${keys.length > 1 ? ' replay-grid' : ''}`}>
            {keys.map((key) => {
              const raw = frame?.views[key]?.view;
              const kv = isKiller ? asKillerView(raw) : null;
              const v = isKiller ? null : asGameView(raw);
              if (!v && !kv) return null;
              return (
                <div key={key} className="replay-view">
                  {keys.length > 1 && (
                    <h3>
                      {key === 'spectator' ? t('replay.spectator') : t('table.seat', { n: Number(key) + 1 })}
                    </h3>
                  )}
                  {kv ? (
                    <KillerTable view={kv} glossary={glossary} seats={seats} compact={keys.length > 1} />
                  ) : (
                    v && <Table view={v} glossary={glossary} seats={seats} compact={keys.length > 1} />
                  )}
                </div>
              );
            })}
          </div>
          <aside className="room-side">
            <LogPanel lines={logUpTo(frames, k, logKey)} glossary={glossary} />
          </aside>
        </div>
      )}
    </div>
  );
}

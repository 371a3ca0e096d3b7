import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProblemText } from '../components/hooks.ts';
import type { GameSummary } from '@fengsheng/server/protocol';
import { getGame, getReplay, type Replay } from '../api.ts';
import { loadScenario, type ScenarioRef } from '../logic/scenario-replay.ts';
import { Table } from '../games/fengsheng/Table.tsx';
import { asGameView } from '../games/fengsheng/view-types.ts';
import { KillerTable } from '../games/killer/KillerTable.tsx';
import { asKillerView } from '../games/killer/view-types.ts';
import { asGlossary } from '../logic/glossary.ts';
import { logUpTo, viewerKeys } from '../logic/replay.ts';
import { recallGlossary } from '../net.ts';
import { LogPanel } from './Room.tsx';
import { logKindsOf } from '../logic/log-kinds.ts';
import { ScenarioHeading } from '../components/rules/ScenarioHeading.tsx';
import { ReplayControls } from '../components/ReplayControls.tsx';

/**
 * A finished game step by step, or a ruling's scenario ("show me" on a rules page: `scenario`), which
 * opens from seat A's view (the scenario's first seat, who holds cards; every view is one choice away).
 */
export function ReplayScreen({ gameId, scenario }: { gameId: string; scenario?: ScenarioRef }) {
  const { t } = useTranslation();
  const say = useProblemText();
  const [summary, setSummary] = useState<GameSummary | null>(null);
  const [scenarioName, setScenarioName] = useState('');
  const [viewer, setViewer] = useState(scenario ? '0' : 'spectator');
  const [replay, setReplay] = useState<Replay | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [k, setK] = useState(0);

  useEffect(() => {
    if (scenario) return;
    getGame(gameId)
      .then(setSummary)
      .catch((e: unknown) => setError(e));
  }, [gameId, scenario]);

  useEffect(() => {
    let live = true;
    setReplay(null);
    const loading = scenario
      ? loadScenario(scenario, viewer).then(({ name, summary: s, replay: r }) => {
          if (live) {
            setSummary(s);
            setScenarioName(name);
          }
          return r;
        })
      : getReplay(gameId, viewer);
    loading
      .then((r) => {
        if (!live) return;
        setReplay(r);
        setK((old) => Math.min(old, Math.max(0, r.frames.length - 1)));
      })
      .catch((e: unknown) => live && setError(e));
    return () => {
      live = false;
    };
  }, [gameId, viewer, scenario]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!replay) return;
      if (e.key === 'ArrowLeft') setK((x) => Math.max(0, x - 1));
      if (e.key === 'ArrowRight') setK((x) => Math.min(replay.frames.length - 1, x + 1));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [replay]);

  if (error !== null)
    return <p className="error">{t(scenario ? 'rules.failed' : 'replay.failed', { message: say(error) })}</p>;

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
        {scenario ? (
          <ScenarioHeading scenario={scenario} name={scenarioName} />
        ) : (
          <h2>{t('replay.title', { id: gameId })}</h2>
        )}
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
        <ReplayControls
          frames={frames}
          k={k}
          setK={setK}
          viewer={logKey}
          headings={logKindsOf(summary?.game).headings}
        />
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
            <LogPanel
              lines={logUpTo(frames, k, logKey)}
              glossary={glossary}
              kinds={logKindsOf(summary?.game)}
            />
          </aside>
        </div>
      )}
    </div>
  );
}

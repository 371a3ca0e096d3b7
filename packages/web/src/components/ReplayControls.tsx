// How a replay is driven: a step back and forward, a slider, a jump to any turn (the log's own
// headings), and autoplay at a chosen speed that stops at the last step.
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { textIn } from '../logic/glossary.ts';
import { REPLAY_SPEEDS, turnAt, turnMarks, type FrameLog } from '../logic/replay.ts';
import { useLang } from './hooks.ts';

export function ReplayControls(props: {
  frames: readonly FrameLog[];
  k: number;
  setK: (k: number | ((old: number) => number)) => void;
  /** Whose log names the turns. */
  viewer: string;
  headings: ReadonlySet<string>;
}) {
  const { frames, k, setK, viewer, headings } = props;
  const { t } = useTranslation();
  const lang = useLang();
  const last = Math.max(0, frames.length - 1);
  const marks = useMemo(() => turnMarks(frames, viewer, headings), [frames, viewer, headings]);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<number>(2);
  // One step per tick while playing; the last step stops it.
  useEffect(() => {
    if (!playing) return;
    if (k >= last) {
      setPlaying(false);
      return;
    }
    const id = window.setTimeout(() => setK((x) => Math.min(last, x + 1)), 1000 / speed);
    return () => window.clearTimeout(id);
  }, [playing, k, last, speed, setK]);
  const turn = turnAt(marks, k);

  return (
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
        aria-label={t('replay.slider')}
        min={0}
        max={last}
        value={k}
        onChange={(e) => setK(Number(e.target.value))}
      />
      <button
        type="button"
        className="btn"
        data-testid="replay-next"
        disabled={k >= last}
        onClick={() => setK((x) => Math.min(last, x + 1))}
      >
        {t('replay.next')} ▶
      </button>
      <span data-testid="replay-step" data-step={k} className="muted">
        {t('replay.step', { k, n: last })}
      </span>
      {marks.length > 0 && (
        <label className="field inline">
          <span>{t('replay.turn')}</span>
          <select
            data-testid="replay-turn"
            value={turn < 0 ? '' : String(turn)}
            onChange={(e) => {
              setPlaying(false);
              setK(marks[Number(e.target.value)].k);
            }}
          >
            {turn < 0 && <option value="">{t('replay.beforeFirstTurn')}</option>}
            {marks.map((m, i) => (
              <option key={i} value={String(i)}>
                {textIn(m.text, lang)}
              </option>
            ))}
          </select>
        </label>
      )}
      <button
        type="button"
        className="btn"
        data-testid="replay-play"
        aria-pressed={playing}
        disabled={!playing && k >= last}
        onClick={() => setPlaying((p) => !p)}
      >
        {playing ? `❚❚ ${t('replay.pause')}` : `▶▶ ${t('replay.play')}`}
      </button>
      <label className="field inline">
        <span>{t('replay.speed')}</span>
        <select
          data-testid="replay-speed"
          value={String(speed)}
          onChange={(e) => setSpeed(Number(e.target.value))}
        >
          {REPLAY_SPEEDS.map((s) => (
            <option key={s} value={String(s)}>
              {t('replay.perSecond', { n: s })}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

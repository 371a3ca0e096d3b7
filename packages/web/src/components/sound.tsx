// Sound cues: a chime when it becomes your turn to act or intel reaches you, a tick each of the last
// seconds of your own timer. Made with the Web Audio API (no files to load); a mute switch in the
// header turns them off and is remembered. Each cue played is counted on the switch (`data-cues`
// in all, `data-cue-turn` / `-intel` / `-tick` each), so a page test can tell that a sound was made,
// and which, without hearing it.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export type Cue = 'turn' | 'intel' | 'tick';

const MUTE_KEY = 'fengsheng.muted';
/** Pitch and length of each cue. */
const TONES: Record<Cue, { hz: number; ms: number }> = {
  turn: { hz: 880, ms: 180 },
  intel: { hz: 660, ms: 220 },
  tick: { hz: 1320, ms: 60 },
};

let muted = readMuted();
let played = 0;
const playedBy: Record<Cue, number> = { turn: 0, intel: 0, tick: 0 };
let audio: AudioContext | null = null;
const listeners = new Set<() => void>();

function readMuted(): boolean {
  try {
    return localStorage.getItem(MUTE_KEY) === '1';
  } catch {
    return false;
  }
}

function changed(): void {
  for (const f of listeners) f();
}

export function setMuted(on: boolean): void {
  muted = on;
  try {
    localStorage.setItem(MUTE_KEY, on ? '1' : '0');
  } catch {
    // Private mode: the switch holds until the page closes.
  }
  changed();
}

/** Play a cue unless muted. A browser that refuses audio (no gesture yet, none at all) stays silent. */
export function playCue(cue: Cue): void {
  if (muted) return;
  played++;
  playedBy[cue]++;
  changed();
  try {
    const Ctx =
      window.AudioContext ??
      (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Ctx) return;
    audio ??= new Ctx();
    const { hz, ms } = TONES[cue];
    const osc = audio.createOscillator();
    const gain = audio.createGain();
    osc.frequency.value = hz;
    gain.gain.value = 0.08;
    osc.connect(gain).connect(audio.destination);
    osc.start();
    osc.stop(audio.currentTime + ms / 1000);
  } catch {
    // No sound to be had: the cue is still counted as given.
  }
}

function useSoundState(): { muted: boolean; played: number } {
  const [, setTick] = useState(0);
  useEffect(() => {
    const f = () => setTick((n) => n + 1);
    listeners.add(f);
    return () => void listeners.delete(f);
  }, []);
  return { muted, played };
}

export function MuteSwitch() {
  const { t } = useTranslation();
  const state = useSoundState();
  return (
    <button
      type="button"
      className="btn btn-small"
      data-testid="mute-switch"
      data-muted={String(state.muted)}
      data-cues={state.played}
      data-cue-turn={playedBy.turn}
      data-cue-intel={playedBy.intel}
      data-cue-tick={playedBy.tick}
      aria-pressed={state.muted}
      onClick={() => setMuted(!state.muted)}
    >
      {state.muted ? t('app.soundOff') : t('app.soundOn')}
    </button>
  );
}

/** Play `cue` each time `on` becomes true (not when the page opens with it already true). */
export function useCueWhen(on: boolean, cue: Cue): void {
  const last = useRef<boolean | undefined>(undefined);
  useEffect(() => {
    if (last.current === false && on) playCue(cue);
    last.current = on;
  }, [on, cue]);
}

/** How many seconds are "the last seconds": the countdown turns urgent and ticks. */
export const URGENT_SECONDS = 5;

/** A tick for each of the last seconds of your own timer (`left`: seconds left, null: none). */
export function useLastSecondTicks(left: number | null): void {
  useEffect(() => {
    if (left !== null && left > 0 && left <= URGENT_SECONDS) playCue('tick');
  }, [left]);
}

// Skills on the same yardstick as cards: a one-step lookahead. The commands the card logic cannot
// value (a character's active skill, a card used as another through a skill) are each played on a
// few hidden states sampled honestly from the seat's view (search/determinize.ts), and so is the
// heuristic's own pick (a card, or passing); the table plays on with the plain heuristic until the
// window is quiet again (the stack resolved), and each outcome is scored by worth.ts with the
// decision's own beliefs. A skill replaces the pick only when its mean gain on the same samples
// beats a margin plus one standard error: the samples are few, so noise alone must not decide.
import { applyInPlace, cloneState, pending, view } from '@fengsheng/engine';
import type { Command, EventView, GameState, Seat } from '@fengsheng/engine';
import type { BotInput } from '../bot.ts';
import { mulberry32 } from '../rng.ts';
import { knowledge, publicLog, sample } from '../search/determinize.ts';
import type { Ctx } from './evaluate.ts';
import { ctxWithBeliefs } from './evaluate.ts';
import { cardValued } from './choose-play.ts';
import { bestDiversion, DIVERSION } from './diversion.ts';
import { standing } from './worth.ts';

export interface LookaheadOptions {
  /** Sampled hidden states on which every candidate is tried first. */
  screen: number;
  /** More samples for the candidates that looked worth it on the first ones. */
  samples: number;
  /** A skill must gain this much (worth.ts units: a card in hand is 1) over the pick, plus one standard error. */
  margin: number;
  /** Commands played after the candidate before scoring, at most. */
  maxCommands: number;
}

export const LOOKAHEAD: LookaheadOptions = { screen: 1, samples: 4, margin: 1, maxCommands: 40 };

/** The heuristic that plays every seat inside a lookahead (never looking ahead itself). */
export type PlainChoose = (input: BotInput, rng: () => number) => Command;

/**
 * Legal commands only a lookahead can value: active skills, cards used as another through a skill,
 * and (`unvalued`, in games with characters) plain cards the card logic has no value for.
 */
export function skillCommands(input: BotInput, unvalued = false): Command[] {
  const out: Command[] = [];
  const withCharacters = unvalued && input.view.players.some((p) => p.character !== null);
  const hand = input.view.hand ?? [];
  for (const c of input.legal) {
    if (c.type === 'skill' || (c.type === 'use' && c.as !== undefined)) out.push(c);
    else if (withCharacters && c.type === 'use') {
      const fn = hand.find((h) => h.handle === c.card)?.face?.fn;
      if (fn !== undefined && !cardValued(fn)) out.push(c);
    }
  }
  return out;
}

/**
 * Quiet again: the game is over, the turn has moved on, or nobody is answering anything on a stack.
 * With `pastSend` a send to decide is not quiet: what a skill did to the intel sent (紧急下达 picks
 * the card, 秘密下达 its colour) shows only once it is on its way.
 */
function quiet(s: GameState, turn: number, pastSend: boolean): boolean {
  if (s.result || s.turn !== turn) return true;
  const p = pending(s);
  if (!p) return true;
  if (p.kind === 'receiveIntel' || (p.kind === 'sendIntel' && !pastSend)) return true;
  return p.kind === 'priority' && (!s.window || s.window.stack.length === 0);
}

/**
 * Play `cmd` for `me` on `s` and on until quiet; the standing it reaches for me, or null when the
 * command is not legal in this sample (something hidden differs) or the play went wrong.
 */
function playOut(
  s: GameState,
  me: Seat,
  cmd: Command,
  base: Ctx,
  logs: { mine: readonly EventView[]; others: readonly EventView[] },
  plain: PlainChoose,
  rng: () => number,
  maxCommands: number,
): number | null {
  const turn = s.turn;
  const pastSend = base.tactics.pastSend;
  if (!applyInPlace(s, me, cmd).ok) return null;
  for (let i = 0; i < maxCommands && !quiet(s, turn, pastSend); i++) {
    const p = pending(s)!;
    const v = view(s, p.seat);
    if (v.legal.length === 0) return null;
    // Everyone reads the log as it was at the decision: the few events since would only shift beliefs.
    const seen = p.seat === me ? logs.mine : logs.others;
    const c = v.legal.length === 1 ? v.legal[0] : plain({ view: v, legal: v.legal, seen }, rng);
    if (!applyInPlace(s, p.seat, c).ok) return null;
  }
  const mine = view(s, me);
  return standing(
    ctxWithBeliefs({ view: mine, legal: mine.legal, seen: logs.mine }, base.ev, base.P, base.tactics),
  );
}

function isDiversion(c: Command): boolean {
  return c.type === 'skill' && c.skill === DIVERSION;
}

/**
 * The command to play: the best of the `offered` candidates when it beats `pick` on the same
 * sampled states by the margin, else `pick`. Honest: it reads only `input` (and `ctx`, built from it).
 */
export function lookahead(
  input: BotInput,
  ctx: Ctx,
  pick: Command,
  offered: readonly Command[],
  plain: PlainChoose,
  rng: () => number,
  opts: LookaheadOptions = LOOKAHEAD,
): Command {
  // 声东击西 changes which cards are held, not how many, which a standing cannot see: valued by
  // diversion.ts instead, against the same margin. Used first when worth it (出牌前: before any
  // card), the other candidates are looked at again at the next decision.
  const swap = ctx.tactics.handSwap ? offered.find(isDiversion) : undefined;
  if (swap && (bestDiversion(ctx)?.gain ?? 0) > opts.margin) return swap;
  const candidates = swap ? offered.filter((c) => !isDiversion(c)) : offered;
  if (candidates.length === 0) return pick;
  const k = knowledge(input, true, ctx.tactics.evidence);
  if (!k) return pick;
  const me = ctx.me;
  const logs = { mine: input.seen, others: publicLog(input.seen) };
  const sum = new Array<number>(candidates.length).fill(0);
  const sq = new Array<number>(candidates.length).fill(0);
  const count = new Array<number>(candidates.length).fill(0);
  const live = candidates.map(() => true);
  const round = (samples: number): void => {
    for (let i = 0; i < samples; i++) {
      const s0 = sample(k, mulberry32(Math.floor(rng() * 4294967296)));
      const seed = Math.floor(rng() * 4294967296);
      if (!s0) continue;
      const alt = playOut(cloneState(s0), me, pick, ctx, logs, plain, mulberry32(seed), opts.maxCommands);
      if (alt === null) continue;
      for (let j = 0; j < candidates.length; j++) {
        if (!live[j]) continue;
        const s = cloneState(s0);
        const v = playOut(s, me, candidates[j], ctx, logs, plain, mulberry32(seed), opts.maxCommands);
        if (v === null) continue;
        const d = v - alt;
        sum[j] += d;
        sq[j] += d * d;
        count[j]++;
      }
    }
  };
  // A first look at every candidate; only those that gained on it are looked at again.
  round(opts.screen);
  let any = false;
  for (let j = 0; j < candidates.length; j++) {
    live[j] = count[j] > 0 && sum[j] / count[j] > opts.margin;
    any ||= live[j];
  }
  if (!any) return pick;
  round(opts.samples);
  let best = pick;
  let bestMean = -Infinity;
  for (let j = 0; j < candidates.length; j++) {
    const m = count[j];
    if (!live[j] || m < 2) continue;
    const mean = sum[j] / m;
    const se = Math.sqrt(Math.max(0, sq[j] / m - mean * mean) / (m - 1));
    if (mean > opts.margin + se && mean > bestMean) {
      bestMean = mean;
      best = candidates[j];
    }
  }
  return best;
}

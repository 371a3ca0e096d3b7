// 离间: when another player uses 试探, 锁定, 转移, 危险情报 or 公开文本 on a target, change its target.
// The new one must meet the card's own conditions and cannot be its user; it may be you (①, ②). It
// answers the last card used (so it names no card), and the new target is chosen when it resolves
// (③). 离间 cannot answer 离间 (not in the list).
import { ask } from '../../../core/choices.ts';
import { failResolution } from '../../../core/effects.ts';
import { getRuleset, type CardFunction } from '../../../core/ruleset.ts';
import { isActive } from '../../../core/seats.ts';
import { defineTask } from '../../../core/tasks.ts';
import type { Frame, GameState, Seat } from '../../../core/types.ts';
import { ANY_TIME } from './timing.ts';

declare module '../../../core/tasks.ts' {
  interface TaskPayloads {
    'zailin.sowDiscordTarget': { picks: { seat: Seat }[]; frame: number };
  }
}

const RETARGETABLE = ['probe', 'lock', 'redirect', 'dangerousIntel', 'publicText'];

function topFrame(s: GameState): Frame | undefined {
  const stack = s.window?.stack;
  return stack ? stack[stack.length - 1] : undefined;
}

/** Seats the card of this frame could be aimed at now, other than its user and its current target. */
function newTargets(s: GameState, f: Frame): Seat[] {
  const fn = getRuleset(s.ruleset).functions[f.fn];
  const out: Seat[] = [];
  for (const p of s.players) {
    // A second target (核燃机体) stays as it is: the new one is neither of the two.
    if (!isActive(s, p.seat) || p.seat === f.user || p.seat === f.target.seat || p.seat === f.alsoSeat)
      continue;
    if (fn.canTarget && !fn.canTarget(s, f.user, { seat: p.seat })) continue;
    out.push(p.seat);
  }
  return out;
}

export const sowDiscord: CardFunction = {
  id: 'sowDiscord',
  name: { zh: '离间', en: 'Sow Discord' },
  text: {
    zh: '他人使用试探/锁定/转移/危险情报/公开文本指定目标时使用，变更目标（无法指定原使用者）',
    en: 'When another player aims Probe, Lock, Redirect, Dangerous Intel or Public Text at someone: change its target (not to its user).',
  },
  windows: ANY_TIME,
  turn: 'any',
  target: 'frame',
  canTarget: (s, user, t) => {
    const f = topFrame(s);
    return (
      f !== undefined &&
      f.id === t.frame &&
      f.card >= 0 &&
      !f.countered &&
      f.user !== user &&
      RETARGETABLE.includes(f.fn) &&
      newTargets(s, f).length > 0
    );
  },
  resolve: (s, f, out) => {
    const target = s.window?.stack.find((x) => x.id === f.target.frame);
    const seats = target && !target.countered ? newTargets(s, target) : [];
    if (!target || seats.length === 0) {
      failResolution(f, 'no card to turn aside', out);
      return;
    }
    ask(
      s,
      f.user,
      'sowDiscord.target',
      seats.map((seat) => ({ seat })),
      1,
      1,
      { run: 'zailin.sowDiscordTarget', data: { frame: target.id } },
    );
  },
  afterUse: 'discard',
};

defineTask('zailin.sowDiscordTarget', (s, data) => {
  const picks = data.picks;
  const target = s.window?.stack.find((x) => x.id === data.frame);
  if (target && picks[0]) target.target = { seat: picks[0].seat };
});

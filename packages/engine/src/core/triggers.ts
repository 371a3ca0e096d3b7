// Triggered skills: at a timing point, every character skill waiting for it fires, the current
// player's first, then to the right (seed 004: 同一时点触发多个自动式技能的结算原则).
import { ask } from './choices.ts';
import { isActive } from './seats.ts';
import { listenersAt, triggersAt } from './skill-index.ts';
import {
  faceAllows,
  findSkill,
  turnCharacter,
  type TriggerPayload,
  type TriggerPoint,
  type TriggerSkill,
} from './skills.ts';
import { pushFrame } from './frames.ts';
import { defineTask, pushTask } from './tasks.ts';
import type { GameEvent, GameState, Seat } from './types.ts';

declare module './tasks.ts' {
  interface TaskPayloads {
    trigger: { owner: Seat; skill: string; ev: TriggerPayload; point: TriggerPoint };
    triggerChosen: { picks: { value?: string }[]; skill: string; owner: Seat; ev: TriggerPayload };
  }
}

function eligible(
  s: GameState,
  owner: Seat,
  sk: TriggerSkill,
  point: TriggerPoint,
  ev: TriggerPayload,
): boolean {
  const alive = isActive(s, owner) || (sk.whileDying === true && point === 'dying' && ev.seat === owner);
  return alive && faceAllows(s, owner, sk) && sk.when(s, owner, ev);
}

export function fireTriggers(s: GameState, point: TriggerPoint, ev: TriggerPayload, _out: GameEvent[]): void {
  if (!s.options.characters) return;
  if (!s.borrowed) {
    fireListeners(s, point, ev);
    return;
  }
  const n = s.players.length;
  // Most timing points wake nobody: the queue is only allocated for the first eligible skill.
  let owners: Seat[] | null = null;
  let skills: string[] | null = null;
  for (let i = 0; i < n; i++) {
    const owner = (s.current + i) % n;
    const waiting = triggersAt(s, owner, point);
    for (let k = 0; k < waiting.length; k++) {
      const sk = waiting[k];
      if (eligible(s, owner, sk, point, ev)) {
        if (!owners || !skills) {
          owners = [];
          skills = [];
        }
        owners.push(owner);
        skills.push(sk.id);
      }
    }
  }
  if (!owners || !skills) return;
  // Last pushed runs first: push in reverse so the current player's trigger runs first.
  for (let i = owners.length - 1; i >= 0; i--)
    pushTask(s, 'trigger', { owner: owners[i], skill: skills[i], point, ev });
}

/**
 * `fireTriggers` from the table's listeners (`listenersAt`): the same walk, from the current player
 * to the right, over the seats that have a skill for this point only.
 */
function fireListeners(s: GameState, point: TriggerPoint, ev: TriggerPayload): void {
  const { seats, skills } = listenersAt(s, point);
  const m = seats.length;
  if (m === 0) return;
  let start = 0;
  while (start < m && seats[start] < s.current) start++;
  let owners: Seat[] | null = null;
  let ids: string[] | null = null;
  for (let j = 0; j < m; j++) {
    const k = start + j < m ? start + j : start + j - m;
    if (eligible(s, seats[k], skills[k], point, ev)) {
      if (!owners || !ids) {
        owners = [];
        ids = [];
      }
      owners.push(seats[k]);
      ids.push(skills[k].id);
    }
  }
  if (!owners || !ids) return;
  for (let i = owners.length - 1; i >= 0; i--)
    pushTask(s, 'trigger', { owner: owners[i], skill: ids[i], point, ev });
}

defineTask('trigger', (s, data, out) => {
  const owner = data.owner;
  const sk = findSkill(s, data.skill) as TriggerSkill;
  const ev = data.ev;
  // Earlier triggers may have changed the table: check again.
  if (!eligible(s, owner, sk, data.point, ev)) return;
  if (sk.optional) {
    ask(s, owner, `skill.${sk.id}`, [{ value: 'use' }], 0, 1, { run: 'triggerChosen', data });
    return;
  }
  runTrigger(s, owner, sk, ev, out);
});

defineTask('triggerChosen', (s, data, out) => {
  const picks = data.picks;
  if (picks.length === 0) return;
  const sk = findSkill(s, data.skill) as TriggerSkill;
  runTrigger(s, data.owner, sk, data.ev, out);
});

function runTrigger(s: GameState, owner: Seat, sk: TriggerSkill, ev: TriggerPayload, out: GameEvent[]): void {
  out.push({ type: 'skill', seat: owner, skill: sk.id });
  turnCharacter(s, owner, sk, out);
  if (sk.resolve && s.window) pushFrame(s, owner, sk.id, -1, sk.id, {}, out);
  sk.run(s, owner, ev, out);
}

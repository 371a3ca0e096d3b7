// 刀锋 (风声再临; the scan spells it 刀鋒): a state character. 杀意【隐藏】 and 亮剑【暴露】.
// 杀意【隐藏】: 你被他人使用试探/锁定/离间/危险情报时，可隐藏角色并抽一张牌。
//   “使用..时”指当卡牌被使用时，与响应结果无关。故只要一旦使用，则该技能即可触发。因卡牌/技能新抽的牌不得加入当次
//   响应链中。
//   -> the last sentence is the edition's general rule (policy `drawnWaitForChain`).
// 亮剑【暴露】: 自己回合外情报传至你时，可暴露角色并翻开传递中的情报，然后传至他人接收。
//   ① 该技能需翻开情报，故无法对已翻开的情报进行使用。
//   ② 传至他人接收，即指定玩家无法拒收。
//   ③ 因卡牌/技能效果导致刀锋直接成功接收情报的，则无法使用【亮剑】，因为时机点已跳过了传递与接受的步骤。
// 机密任务: unreadable in the scan (〔?〕); see docs/rulings-zailin-characters.md.
import { ask } from '../../../core/choices.ts';
import { failResolution, redirectIntel } from '../../../core/effects.ts';
import { turnIntelInTransitFaceUp } from '../../../core/moves.ts';
import { isActive } from '../../../core/seats.ts';
import type { ActiveSkill, CharacterDef, TriggerPayload, TriggerSkill } from '../../../core/skills.ts';
import { defineTask } from '../../../core/tasks.ts';
import { drawCards } from '../../../core/zones.ts';
import type { GameState, Seat } from '../../../core/types.ts';
import { blade as blade2010 } from '../../standard/characters/blade.ts';

declare module '../../../core/tasks.ts' {
  interface TaskPayloads {
    'zailinBlade.to': { user: Seat; picks: { seat?: Seat }[] };
  }
}

const AIMED: readonly string[] = ['probe', 'lock', 'dangerousIntel'];

/**
 * 你被他人使用…: a 试探, 锁定 or 危险情报 aimed at him, or a 离间 against a card he used (离间 answers
 * the user of a card, turning it aside).
 */
function usedOnHim(s: GameState, owner: Seat, ev: TriggerPayload): boolean {
  if (ev.user === owner) return false;
  if (AIMED.includes(ev.fn as string)) return ev.target === owner;
  if (ev.fn !== 'sowDiscord') return false;
  const stack = s.window?.stack ?? [];
  const f = stack.find((x) => x.id === ev.frame);
  const answered = f?.target.frame === undefined ? undefined : stack.find((x) => x.id === f.target.frame);
  return answered !== undefined && answered.user === owner;
}

const killingIntent: TriggerSkill = {
  kind: 'trigger',
  id: 'killingIntent',
  name: { zh: '杀意', en: 'Killing Intent' },
  text: {
    zh: '【隐藏】你被他人使用试探/锁定/离间/危险情报时，可隐藏角色并抽一张牌。',
    en: '[Hide] When another player uses Probe, Lock, Sow Discord or Dangerous Intel on you, you may turn your character face down and draw a card.',
  },
  face: 'cover',
  // 使用时: as the card is laid, whatever becomes of it.
  on: 'cardUsed',
  optional: true,
  when: usedOnHim,
  run: (s, owner, _ev, out) => drawCards(s, owner, 1, out),
};

/** The face-down intel in transit has just reached him (情报传至你). */
function reachedHim(s: GameState, user: Seat): boolean {
  const p = s.passing;
  return p !== null && p.holder === user && p.stage === 'arrive' && !p.faceUp && s.window?.kind === 'arrive';
}

defineTask('zailinBlade.to', (s, data, out) => {
  const user = data.user;
  const to = data.picks[0]?.seat;
  if (to === undefined || !s.passing || !isActive(s, to)) return;
  // ② 传至他人接收: the player named cannot refuse it; a death it causes is his.
  redirectIntel(s, to, user, true, out);
});

const drawTheSword: ActiveSkill = {
  kind: 'active',
  id: 'drawTheSwordZailin',
  name: { zh: '亮剑', en: 'Draw the Sword' },
  text: {
    zh: '【暴露】自己回合外情报传至你时，可暴露角色并翻开传递中的情报，然后传至他人接收。',
    en: '[Reveal] Outside your turn, when intel reaches you, you may turn your character face up and turn the intel face up; then send it on to another player, who must receive it.',
  },
  face: 'flip',
  windows: ['arrive'],
  turn: 'others',
  target: 'none',
  // ① it turns the intel up, so never one already face up; ③ never an intel received outright.
  canUse: (s, user) => reachedHim(s, user),
  onUse: (s, user, out) => {
    turnIntelInTransitFaceUp(s, user, out);
  },
  resolve: (s, f, out) => {
    const p = s.passing;
    const others = s.players
      .filter((q) => q.seat !== f.user && isActive(s, q.seat))
      .map((q) => ({ seat: q.seat }));
    if (!p || p.holder !== f.user || p.stage !== 'arrive' || others.length === 0) {
      failResolution(f, 'the intel is no longer in front of him', out);
      return;
    }
    ask(s, f.user, 'skill.drawTheSwordZailin.to', others, 1, 1, {
      run: 'zailinBlade.to',
      data: { user: f.user },
    });
  },
};

export const blade: CharacterDef = {
  id: 'blade',
  name: { zh: '刀锋', en: 'Blade' },
  gender: blade2010.gender,
  hidden: false,
  stateful: true,
  expansion: false,
  skills: [killingIntent, drawTheSword],
  mission: { ...blade2010.mission!, from: 'standard' },
};

// 老鬼 (潜伏, 女) "这是一种信仰" (标准版) / "这是一种精神，一种信仰" (「绝密任务」)
// 就计: 当你被试探或锁定时，可以翻开此角色，然后抽二张牌。
//   【试探】或【锁定】没人响应的情况下，先结算【就计】效果再结算【试探】或【锁定】。
//   不符合翻开条件时不能主动翻开角色牌。【试探】或【锁定】被【识破】后的情况下不能使用该技能。
//   -> fires when a 试探 or 锁定 aimed at her is about to resolve (so after nobody countered it), face down only.
// 城府: 你被试探时可以隐瞒身份。
//   该技能必须在角色翻开的状态下才能触发。但老鬼处于盖伏状态被试探时可以先触发【就计】翻开角色牌，再触发【城府】隐瞒身份。
//   这里的隐瞒是指：被试探时可以不根据自己的身份牌，选择这张试探牌中的任意一种行动进行。
//   -> face up she answers a 试探 either way; 就计 flips her before the 试探 resolves, so both apply.
// 遗志: 当你死亡时，可以把全部手牌面朝下递给一位玩家，他随机选择其中的三张作为情报。
//   如果【老鬼】死亡时角色处于盖伏状态，则无法使用此技能。死亡时的技能在翻开身份牌前触发。
//   把全部手牌递给一位玩家，对方必须选择三张作为他的情报，不能拒绝。当手牌不足或只有三张时，对方全部接收。
//   -> three of her hand cards at random (all of them if three or fewer) land at once as that
//      player's intel (her kill if deadly); the rest stay in her hand and go to the discard with it.
// 机密任务: 当你死亡时，展示你的手牌，其中有三张或以上的红色卡牌。
// Seed 000 adds for 就计 "该技能为锁定技符合条件必须翻开"; 004 and the card text say 可以: optional here.
import { ask } from '../../../core/choices.ts';
import { placeIntelTogether } from '../../../core/moves.ts';
import { randInt } from '../../../core/rng.ts';
import { isActive } from '../../../core/seats.ts';
import { chengfu } from '../skills/chengfu.ts';
import { jiuji } from '../skills/jiuji.ts';
import type { CharacterDef } from '../../../core/skills.ts';
import { defineTask } from '../../../core/tasks.ts';
import { colourOf } from '../../../core/zones.ts';
import type { CardId, Seat } from '../../../core/types.ts';

declare module '../../../core/tasks.ts' {
  interface TaskPayloads {
    'oldGhost.lastWish': { picks: { seat: Seat }[]; owner: Seat };
  }
}

defineTask('oldGhost.lastWish', (s, data, out) => {
  const picks = data.picks;
  const owner = data.owner;
  const to = picks[0]?.seat;
  if (to === undefined || !isActive(s, to)) return;
  // The recipient picks three blindly: three at random, or the whole hand if it has three or fewer.
  const hand = s.players[owner].hand.slice();
  const chosen: CardId[] = [];
  while (chosen.length < 3 && hand.length > 0) chosen.push(hand.splice(randInt(s.rng, hand.length), 1)[0]);
  placeIntelTogether(s, owner, chosen, to, owner, out);
});

export const oldGhost: CharacterDef = {
  id: 'oldGhost',
  name: { zh: '老鬼', en: 'Old Ghost' },
  gender: 'female',
  hidden: true,
  expansion: false,
  skills: [
    jiuji('oldGhostJiuji'),
    chengfu('oldGhostChengfu'),
    {
      kind: 'trigger',
      id: 'lastWish',
      name: { zh: '遗志', en: 'Last Wish' },
      text: {
        zh: '当你死亡时，可以把全部手牌面朝下递给一位玩家，他随机选择其中的三张作为情报。',
        en: 'When you die, you may hand all your cards face down to a player, who picks three of them blind as their intel.',
      },
      face: 'up',
      on: 'dying',
      optional: true,
      whileDying: true,
      when: (s, owner, ev) =>
        ev.seat === owner && s.players[owner].hand.length > 0 && s.players.some((p) => isActive(s, p.seat)),
      run: (s, owner, _ev, _out) => {
        const seats = s.players.filter((p) => isActive(s, p.seat)).map((p) => ({ seat: p.seat }));
        ask(s, owner, 'skill.lastWish', seats, 1, 1, { run: 'oldGhost.lastWish', data: { owner } });
      },
    },
  ],
  mission: {
    text: {
      zh: '当你死亡时，展示你的手牌，其中有三张或以上的红色卡牌。',
      en: 'When you die, show your hand: it holds three or more red cards.',
    },
    onDeath: (s, owner, dead) => {
      if (dead !== owner) return false;
      const d = s.deaths.find((x) => x.seat === owner);
      return !!d && d.hand.filter((c) => colourOf(s, c) === 'red').length >= 3;
    },
  },
};

// 王田香 (公开, 男, 「绝密任务」) "一个都不放过"
// 残忍: 你的文本卡牌可以当作锁定使用。 (文本: the cards whose delivery is 文本 — 调虎离山 退回 真伪莫辨.)
// 冷血: 若你杀死一位玩家，于回合结束时可以把桌面上的一张情报放置到一位玩家面前。
//   杀死某位玩家是指你使用卡牌（真伪莫辨），角色技能或传递情报让该玩家死亡。
// 滥杀: 你杀死打酱油的玩家时，你可以宣告单独胜利。若你是打酱油的玩家，你不能通过自杀来获胜。
// 机密任务: 亲手杀死一位女性角色。
import { ask } from '../../../core/choices.ts';
import { campOf, intelToIntel } from '../../../core/moves.ts';
import { isActive } from '../../../core/seats.ts';
import { characterOf, type CharacterDef } from '../../../core/skills.ts';
import { defineTask } from '../../../core/tasks.ts';
import { declareVictory } from '../../../core/victory.ts';
import type { CardId, GameState, Seat } from '../../../core/types.ts';

declare module '../../../core/tasks.ts' {
  interface TaskPayloads {
    'wangTianxiang.pickIntel': { owner: Seat; picks: { card: CardId }[] };
    'wangTianxiang.place': { picks: { seat: Seat }[]; card: CardId; owner: Seat };
  }
}

/** Intel in front of players still in the game (桌面上的情报), while someone else could take it. */
function tableIntel(s: GameState): { card: CardId }[] {
  const active = s.players.filter((q) => isActive(s, q.seat));
  if (active.length < 2) return [];
  return active.flatMap((q) => q.intel.map((card) => ({ card })));
}

defineTask('wangTianxiang.pickIntel', (s, data, _out) => {
  const owner = data.owner;
  const picks = data.picks;
  if (picks.length === 0) return;
  const card = picks[0].card;
  const holder = s.players.findIndex((q) => q.intel.includes(card));
  const to = s.players.filter((q) => q.seat !== holder && isActive(s, q.seat)).map((q) => ({ seat: q.seat }));
  ask(s, owner, 'skill.coldBlood.recipient', to, 1, 1, { run: 'wangTianxiang.place', data: { owner, card } });
});

defineTask('wangTianxiang.place', (s, data, out) => {
  for (const p of data.picks) intelToIntel(s, data.card, p.seat, data.owner, out);
});

export const wangTianxiang: CharacterDef = {
  id: 'wangTianxiang',
  name: { zh: '王田香', en: 'Wang Tianxiang' },
  gender: 'male',
  hidden: false,
  expansion: true,
  skills: [
    {
      kind: 'viewAs',
      id: 'cruelty',
      name: { zh: '残忍', en: 'Cruelty' },
      text: { zh: '你的文本卡牌可以当作锁定使用。', en: 'You may use your text-delivery cards as Locks.' },
      face: 'up',
      as: 'lock',
      from: (face) => face.delivery === 'text',
    },
    {
      kind: 'trigger',
      id: 'coldBlood',
      name: { zh: '冷血', en: 'Cold Blood' },
      text: {
        zh: '若你杀死一位玩家，于回合结束时可以把桌面上的一张情报放置到一位玩家面前。',
        en: 'If you killed a player, at the end of the turn you may move one intel on the table in front of any player.',
      },
      face: 'up',
      on: 'turnEnd',
      optional: true,
      // A kill of this turn that stood (a player saved by 救美 was not killed).
      when: (s, owner) =>
        s.deaths.some((d) => d.turn === s.turn && d.killer === owner && d.seat !== owner) &&
        tableIntel(s).length > 0,
      run: (s, owner, _ev, _out) => {
        ask(s, owner, 'skill.coldBlood', tableIntel(s), 1, 1, {
          run: 'wangTianxiang.pickIntel',
          data: { owner },
        });
      },
    },
    {
      kind: 'trigger',
      id: 'massacre',
      name: { zh: '滥杀', en: 'Massacre' },
      text: {
        zh: '你杀死打酱油的玩家时，你可以宣告单独胜利。若你是打酱油的玩家，你不能通过自杀来获胜。',
        en: 'When you kill a Bystander, you may declare a victory of your own. If you are a Bystander yourself, you cannot win by killing yourself.',
      },
      face: 'up',
      on: 'dying',
      optional: true,
      when: (s, owner, ev) => {
        const dead = ev.seat as Seat;
        // Not by his own death (不能通过自杀来获胜); the dying player still dying and still 打酱油的
        // (a card taken by 临危受命 leaves them no camp).
        return (
          ev.killer === owner && dead !== owner && !s.players[dead].alive && campOf(s, dead) === 'neutral'
        );
      },
      run: (s, owner, _ev, out) => declareVictory(s, owner, 'solo', out),
    },
  ],
  mission: {
    text: { zh: '亲手杀死一位女性角色。', en: 'Kill a female character by your own hand.' },
    onDeath: (s, owner, dead, killer) => {
      if (killer !== owner || dead === owner) return false;
      const ch = characterOf(s, dead);
      // 女性角色: the character card, face up (a face-down character has no gender).
      return !!ch && s.players[dead].characterUp && (ch.gender === 'female' || ch.gender === 'both');
    },
  },
};

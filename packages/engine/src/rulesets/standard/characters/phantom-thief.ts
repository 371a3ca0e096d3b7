// 怪盗九九 (公开, 男) "我顶你个肺啊！"
// 阴谋: 当一位玩家获得你传出的假情报时，你可以抽取任意一位玩家的一张手牌。
//   由于【真伪莫辨】和角色技能得到的假情报不触发该技能。当对方没有手牌时即视为抽取无效。
// 阳谋: 当你获得另一位玩家传出的假情报时，你可以抽取任意一位玩家的一张手牌。
//   由于【真伪莫辨】和角色技能得到的假情报不触发该技能。当对方没有手牌时即视为抽取无效。
//   Only intel passed (accepted, forced or intercepted), not dealt by 真伪莫辨 nor placed by a skill.
//   He picks any other player still in the game; one with no hand card makes the take void.
// 机密任务: 获得九张或以上的手牌。
import { ask } from '../../../core/choices.ts';
import { livingSeats, takeRandomHandCard } from '../../../core/moves.ts';
import type { CharacterDef, TriggerPayload } from '../../../core/skills.ts';
import { defineTask } from '../../../core/tasks.ts';
import type { GameEvent, GameState, Seat } from '../../../core/types.ts';

declare module '../../../core/tasks.ts' {
  interface TaskPayloads {
    'phantomThief.take': { picks: { seat: Seat }[]; owner: Seat };
  }
}

defineTask('phantomThief.take', (s, data, out) => {
  for (const p of data.picks) takeRandomHandCard(s, p.seat, data.owner, out);
});

/** Intel that was passed (not dealt by 真伪莫辨 nor placed by a skill). */
function passedFalseIntel(ev: TriggerPayload): boolean {
  return ev.colour === 'black' && ev.how !== 'dealt' && ev.how !== 'placed';
}

function askWhomToRob(s: GameState, owner: Seat, skill: string, _out: GameEvent[]): void {
  const seats = livingSeats(s)
    .filter((x) => x !== owner)
    .map((seat) => ({ seat }));
  ask(s, owner, `skill.${skill}`, seats, 1, 1, { run: 'phantomThief.take', data: { owner } });
}

export const phantomThief: CharacterDef = {
  id: 'phantomThief',
  name: { zh: '怪盗九九', en: 'Phantom Thief' },
  gender: 'male',
  hidden: false,
  expansion: false,
  skills: [
    {
      kind: 'trigger',
      id: 'scheme',
      name: { zh: '阴谋', en: 'Scheme' },
      text: {
        zh: '当一位玩家获得你传出的假情报时，你可以抽取任意一位玩家的一张手牌。',
        en: "When a player gains false intel you sent, you may take a card at random from any player's hand.",
      },
      face: 'up',
      on: 'intelGained',
      optional: true,
      when: (_s, owner, ev) => ev.from === owner && passedFalseIntel(ev),
      run: (s, owner, _ev, out) => askWhomToRob(s, owner, 'scheme', out),
    },
    {
      kind: 'trigger',
      id: 'openScheme',
      name: { zh: '阳谋', en: 'Open Scheme' },
      text: {
        zh: '当你获得另一位玩家传出的假情报时，你可以抽取任意一位玩家的一张手牌。',
        en: "When you gain false intel another player sent, you may take a card at random from any player's hand.",
      },
      face: 'up',
      on: 'intelGained',
      optional: true,
      when: (_s, owner, ev) => ev.seat === owner && ev.from !== owner && passedFalseIntel(ev),
      run: (s, owner, _ev, out) => askWhomToRob(s, owner, 'openScheme', out),
    },
  ],
  mission: {
    text: { zh: '获得九张或以上的手牌。', en: 'Hold nine or more cards in hand.' },
    standing: (s, owner) => s.players[owner].hand.length >= 9,
  },
};

// 七百 (风声再临): 机敏 and 联动. Not a state character: always face up.
// 机敏: 你的锁定/危险情报均可在他人回合中使用。
//   【锁定】【危险情报】的时机点由原先的“自己回合中”变更为“玩家回合中”。
// 联动: 他人成功接收你所传出的情报时，你可抽两张牌，然后从手牌选择一张给予对方。
//   情报一旦被替换，便不属于传出的情报，即变更情报使用者，但不会变更传出者。
//   例：七百传出的情报在传递过程中被【调包】，则调包后的文本不属于被传出的情报，但七百仍属当前回合中的情报传出者
//   （情报使用者特指情报由谁所打出）。
//   -> asked at 接收成功 (the `landing` point, as 牺牲 is) when another player receives the card he
//      sent; a card that replaced it on the way (`Passing.user`) is not his sent intel.
// 机密任务: unreadable in the scan (〔?〕); see docs/rulings-zailin-characters.md.
import { ask } from '../../../core/choices.ts';
import { giveCard } from '../../../core/moves.ts';
import { isActive } from '../../../core/seats.ts';
import type { CharacterDef, ModifierSkill, TriggerSkill } from '../../../core/skills.ts';
import { defineTask } from '../../../core/tasks.ts';
import { drawCards } from '../../../core/zones.ts';
import type { CardId, Seat } from '../../../core/types.ts';
import { sevenHundred as sevenHundred2010 } from '../../standard/characters/seven-hundred.ts';

declare module '../../../core/tasks.ts' {
  interface TaskPayloads {
    'zailinSevenHundred.give': { picks: { card: CardId }[]; to: Seat; owner: Seat };
  }
}

const quickWitted: ModifierSkill = {
  kind: 'modifier',
  id: 'quickWitted',
  name: { zh: '机敏', en: 'Quick-Witted' },
  text: {
    zh: '你的锁定/危险情报均可在他人回合中使用。',
    en: "You may use your Lock and Dangerous Intel in other players' turns too.",
  },
  face: 'up',
  // 时机点由“自己回合中”变更为“玩家回合中”: the same windows, in anyone's turn.
  anyTurn: ['lock', 'dangerousIntel'],
};

defineTask('zailinSevenHundred.give', (s, data, out) => {
  const card = data.picks[0]?.card;
  const to = data.to;
  if (card !== undefined && isActive(s, to)) giveCard(s, data.owner, card, to, out);
});

const relay: TriggerSkill = {
  kind: 'trigger',
  id: 'relay',
  name: { zh: '联动', en: 'Relay' },
  text: {
    zh: '他人成功接收你所传出的情报时，你可抽两张牌，然后从手牌选择一张给予对方。',
    en: 'When another player successfully receives intel you sent, you may draw two cards; then give them one card from your hand.',
  },
  face: 'up',
  on: 'landing',
  optional: true,
  when: (s, owner, ev) => {
    const p = s.passing;
    return (
      p !== null && p.sender === owner && p.user === undefined && ev.seat !== owner && isActive(s, owner)
    );
  },
  run: (s, owner, ev, out) => {
    drawCards(s, owner, 2, out);
    const hand = s.players[owner].hand.map((card) => ({ card }));
    ask(s, owner, 'skill.relay.give', hand, 1, 1, {
      run: 'zailinSevenHundred.give',
      data: { owner, to: ev.seat as Seat },
    });
  },
};

export const sevenHundred: CharacterDef = {
  id: 'sevenHundred',
  name: { zh: '七百', en: 'Seven Hundred' },
  gender: sevenHundred2010.gender,
  hidden: false,
  expansion: false,
  skills: [quickWitted, relay],
  mission: { ...sevenHundred2010.mission!, from: 'standard' },
};

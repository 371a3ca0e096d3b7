// 福尔摩斯 (男) — seed 003.
// 揭露: 情报传递到你时，你可以丢弃一张黑色手牌，然后翻开一张传递中的情报，若为黑情报，则抽二张牌。
//   Only when the intel reaches him (the 2010 card: in anyone's 情报传递), and any face-down intel,
//   not only a 密电. The black card is discarded on use (its price); 翻开 turns it up for everyone.
// 真相: 当一位玩家使用试探时，先检视该试探。
//   No 可以 and no price (the 2010 card: may, discarding a card): a red skill that always fires, as
//   003's own 六姐 example has it, when another player's 试探 comes to resolve uncountered; he alone
//   sees its face, then it resolves as usual.
// 酱油任务: 获得三张或以上红色情报。
import { ask } from '../../../core/choices.ts';
import { isBlack, showCardTo, turnIntelInTransitFaceUp } from '../../../core/moves.ts';
import type { CharacterDef } from '../../../core/skills.ts';
import { drawCards } from '../../../core/zones.ts';
import type { GameState, Seat } from '../../../core/types.ts';
import '../../standard/characters/holmes.ts';
import { threeIntelOf } from '../../standard/missions.ts';

/** Face-down intel has reached this player (情报传递到你时). */
function reachedFaceDown(s: GameState, seat: Seat): boolean {
  const p = s.passing;
  return p !== null && p.stage === 'arrive' && p.holder === seat && !p.faceUp;
}

export const holmes: CharacterDef = {
  id: 'holmes',
  name: { zh: '福尔摩斯', en: 'Holmes' },
  gender: 'male',
  hidden: false,
  expansion: false,
  skills: [
    {
      kind: 'active',
      id: 'onlineUnmask',
      name: { zh: '揭露', en: 'Unmask' },
      text: {
        zh: '情报传递到你时，你可以丢弃一张黑色手牌，然后翻开一张传递中的情报，若为黑情报，则抽二张牌。',
        en: 'When intel reaches you, you may discard a black card to turn the intel in transit face up; if it is black, draw two cards.',
      },
      face: 'up',
      windows: ['arrive'],
      turn: 'any',
      target: 'none',
      canUse: (s, user) => reachedFaceDown(s, user) && s.players[user].hand.some((c) => isBlack(s, c)),
      onUse: (s, user) => {
        const blacks = s.players[user].hand.filter((c) => isBlack(s, c)).map((card) => ({ card }));
        // The discarding is the 2010 揭露's (task holmes.unmaskCost).
        ask(s, user, 'skill.onlineUnmask', blacks, 1, 1, { run: 'holmes.unmaskCost', data: { owner: user } });
      },
      resolve: (s, f, out) => {
        const card = turnIntelInTransitFaceUp(s, f.user, out);
        if (card >= 0 && isBlack(s, card)) drawCards(s, f.user, 2, out);
      },
    },
    {
      kind: 'trigger',
      id: 'onlineTruth',
      name: { zh: '真相', en: 'Truth' },
      text: {
        zh: '当一位玩家使用试探时，先检视该试探。',
        en: 'When a player uses a Probe, you look at that Probe first.',
      },
      face: 'up',
      on: 'beforeResolve',
      optional: false,
      when: (s, owner, ev) =>
        ev.fn === 'probe' &&
        ev.user !== owner &&
        s.window?.stack.some((f) => f.id === ev.frame && f.card >= 0) === true,
      run: (s, owner, ev, out) => {
        const frame = s.window!.stack.find((f) => f.id === ev.frame)!;
        showCardTo(s, owner, frame.card, out);
      },
    },
  ],
  mission: threeIntelOf('red'),
};

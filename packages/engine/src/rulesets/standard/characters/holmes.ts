// 福尔摩斯 (公开, 男, 「绝密任务」) "不管有多么的不可能，那都是真相" 著名文学角色。
// 揭露: 情报传递时，可以丢弃一张黑色手牌，然后翻开一张传递中的密电，若为假情报，则抽二张牌。
//   在传递情报阶段的情报传递时使用，使用时机参照【调虎离山】与【截获】。
//   In the 情报传递 window of anyone's turn, while a face-down 密电 is in transit and he holds a black
//   card. He discards a black hand card of his choice; on resolving, the 密电 turns face up for
//   everyone, and if it is false intel he draws two. The black card is discarded when he uses it
//   (a cost); if the 密电 is no longer in transit face down when it resolves, nothing is turned.
// 真相: 当一位玩家使用试探时，你可以弃一张手牌先检视该试探。
//   在【试探】成功使用后，效果结算之前使用。该技能不会改变【试探】的目标，技能结算后【试探】照常进行。
//   Fires before a 试探 resolves (a countered one never does), used by another player; he discards
//   any hand card and looks at the 试探's face; the 试探 then resolves as usual.
// 机密任务: 获得三张或以上的红色情报。
import { ask } from '../../../core/choices.ts';
import { isBlack, showCardTo, turnIntelInTransitFaceUp } from '../../../core/moves.ts';
import { threeIntelOf } from '../missions.ts';
import type { CharacterDef } from '../../../core/skills.ts';
import { defineTask } from '../../../core/tasks.ts';
import { drawCards, takeFromHand } from '../../../core/zones.ts';
import type { CardId, GameEvent, GameState, Seat } from '../../../core/types.ts';

declare module '../../../core/tasks.ts' {
  interface TaskPayloads {
    'holmes.unmaskCost': { picks: { card: CardId }[]; owner: Seat };
    'holmes.truth': { owner: Seat; picks: { card: CardId }[]; probe: CardId };
  }
}

function discardHandCard(s: GameState, seat: Seat, card: CardId, out: GameEvent[]): boolean {
  if (!takeFromHand(s, seat, card)) return false;
  s.discard.push(card);
  out.push({ type: 'discarded', seat, card });
  return true;
}

/** A face-down 密电 is being passed. */
function secretInTransit(s: GameState): boolean {
  const p = s.passing;
  return p !== null && p.delivery === 'secret' && !p.faceUp;
}

defineTask('holmes.unmaskCost', (s, data, out) => {
  for (const p of data.picks) discardHandCard(s, data.owner, p.card, out);
});

defineTask('holmes.truth', (s, data, out) => {
  const owner = data.owner;
  for (const p of data.picks)
    if (discardHandCard(s, owner, p.card, out)) showCardTo(s, owner, data.probe, out);
});

export const holmes: CharacterDef = {
  id: 'holmes',
  name: { zh: '福尔摩斯', en: 'Holmes' },
  gender: 'male',
  hidden: false,
  expansion: true,
  skills: [
    {
      kind: 'active',
      id: 'unmask',
      name: { zh: '揭露', en: 'Unmask' },
      text: {
        zh: '情报传递时，可以丢弃一张黑色手牌，然后翻开一张传递中的密电，若为假情报，则抽二张牌。',
        en: 'While intel is on its way, you may discard a black card to turn the secret intel in transit face up; if it is false, draw two cards.',
      },
      face: 'up',
      windows: ['transmit'],
      turn: 'any',
      target: 'none',
      // The black card is discarded the moment he uses it (a cost): announcing it is never free.
      canUse: (s, user) => secretInTransit(s) && s.players[user].hand.some((c) => isBlack(s, c)),
      onUse: (s, user, _out) => {
        const blacks = s.players[user].hand.filter((c) => isBlack(s, c)).map((card) => ({ card }));
        ask(s, user, 'skill.unmask', blacks, 1, 1, { run: 'holmes.unmaskCost', data: { owner: user } });
      },
      resolve: (s, f, out) => {
        // Taken, or turned up by another 揭露, meanwhile: the card is paid, nothing is turned.
        if (!secretInTransit(s)) {
          out.push({ type: 'fizzle', frame: f.id, fn: f.fn, why: 'no face-down 密电 in transit' });
          return;
        }
        const card = turnIntelInTransitFaceUp(s, f.user, out);
        if (card >= 0 && isBlack(s, card)) drawCards(s, f.user, 2, out);
      },
    },
    {
      kind: 'trigger',
      id: 'truth',
      name: { zh: '真相', en: 'Truth' },
      text: {
        zh: '当一位玩家使用试探时，你可以弃一张手牌先检视该试探。',
        en: 'When a player uses a Probe, you may discard a card to look at that Probe first.',
      },
      face: 'up',
      on: 'beforeResolve',
      optional: true,
      when: (s, owner, ev) => ev.fn === 'probe' && ev.user !== owner && s.players[owner].hand.length > 0,
      run: (s, owner, ev, _out) => {
        const frame = s.window?.stack.find((f) => f.id === ev.frame);
        if (!frame || frame.card < 0) return;
        const hand = s.players[owner].hand.map((card) => ({ card }));
        ask(s, owner, 'skill.truth', hand, 1, 1, { run: 'holmes.truth', data: { owner, probe: frame.card } });
      },
    },
  ],
  mission: threeIntelOf('red'),
};

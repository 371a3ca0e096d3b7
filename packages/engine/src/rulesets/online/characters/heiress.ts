// 千金小姐 (女), seed 003, a character the 2010 box lacks. Her skills neither turn up nor cover: she
// is placed face up.
// 香气传达: 弃掉一张手牌，你本回合的情报都以直达方式传递。
//   -> in her own turn, at any moment (003 names no timing), the discard is paid as she announces it;
//      every intel she sends for the rest of the turn goes 直达 to a player she names.
// 心智迷茫: 当其他玩家使用的调虎离山结算后，将其加入手牌。
//   -> forced; a 调虎离山 that was 识破'd never resolved (「当……时」 only when not countered).
// 酱油任务: 在你的回合中，有其他玩家宣告胜利。
import { ask } from '../../../core/choices.ts';
import { getRuleset } from '../../../core/ruleset.ts';
import {
  ANY_MOMENT,
  DIRECT_DELIVERY,
  markTurn,
  turnMarked,
  type CharacterDef,
} from '../../../core/skills.ts';
import type { Seat } from '../../../core/types.ts';
import { discardToHand } from './from-discard.ts';

export const heiress: CharacterDef = {
  id: 'heiress',
  name: { zh: '千金小姐', en: 'Heiress' },
  gender: 'female',
  hidden: false,
  expansion: false,
  skills: [
    {
      kind: 'active',
      id: 'fragranceRelay',
      name: { zh: '香气传达', en: 'Fragrance Relay' },
      text: {
        zh: '弃掉一张手牌，你本回合的情报都以直达方式传递。',
        en: 'Discard a hand card: every intel you send this turn goes direct.',
      },
      face: 'up',
      windows: ANY_MOMENT,
      turn: 'own',
      target: 'none',
      canUse: (s, user) =>
        s.players[user].hand.length > 0 && s.step !== 'passing' && !turnMarked(s, user, DIRECT_DELIVERY),
      onUse: (s, user) => {
        const hand = s.players[user].hand.map((card) => ({ card }));
        ask(s, user, 'skill.fragranceRelay', hand, 1, 1, {
          run: 'intelChief.discard',
          data: { owner: user },
        });
      },
      resolve: (s, f) => markTurn(s, f.user, DIRECT_DELIVERY),
    },
    {
      kind: 'trigger',
      id: 'bewildered',
      name: { zh: '心智迷茫', en: 'Bewildered' },
      text: {
        zh: '当其他玩家使用的调虎离山结算后，将其加入手牌。',
        en: 'When a Lure used by another player has resolved, it goes into your hand.',
      },
      face: 'up',
      on: 'afterResolve',
      optional: false,
      when: (s, owner, ev) => {
        if (ev.fn !== 'lure' || ev.user === owner) return false;
        const top = s.discard[s.discard.length - 1];
        return top !== undefined && getRuleset(s.ruleset).cards[top].fn === 'lure';
      },
      run: (s, owner, ev, out) =>
        discardToHand(s, owner, s.discard[s.discard.length - 1], ev.user as Seat, out),
    },
  ],
  mission: {
    text: {
      zh: '在你的回合中，有其他玩家宣告胜利。',
      en: 'Another player declares victory during your turn.',
    },
    onDeclare: (s, owner, declarer) => s.current === owner && declarer !== owner,
  },
};

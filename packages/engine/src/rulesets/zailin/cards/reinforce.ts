// 增援: in your turn, draw one card, plus one for each false intel you hold when it resolves
// (【增援】最终效果根据结算时存有假情报数进行结算: a 烧毁 answering it lowers the count).
import type { CardFunction } from '../../../core/ruleset.ts';
import { drawForUser } from '../../../core/effects.ts';
import { countColour } from '../../../core/zones.ts';

export const reinforce: CardFunction = {
  id: 'reinforce',
  name: { zh: '增援', en: 'Reinforcements' },
  text: {
    zh: '自己回合中使用，抽一张牌，自己每存有一张假情报则抽牌数+1。',
    en: 'In your turn: draw a card, and one more for each false intel in front of you.',
  },
  windows: ['play'],
  turn: 'own',
  target: 'none',
  // A user who died while it waited (a card on top of it killed him) draws nothing.
  resolve: (s, f, out) => drawForUser(s, f, 1 + countColour(s, f.user, 'black'), out),
  afterUse: 'discard',
};

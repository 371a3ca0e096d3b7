// 权衡: in your own play phase, discard your whole hand (face up) and draw as many cards.
import type { CardFunction } from '../../../core/ruleset.ts';
import { drawCards } from '../../../core/zones.ts';

export const rebalance: CardFunction = {
  id: 'rebalance',
  name: { zh: '权衡', en: 'Rebalance' },
  text: {
    zh: '将你的手牌全部弃掉，然后重新抽取数量相等的牌。只能在自己的出牌阶段使用。',
    en: 'Your play phase only. Discard your whole hand, then draw as many cards.',
  },
  windows: ['play'],
  turn: 'own',
  target: 'none',
  resolve: (s, f, out) => {
    const hand = s.players[f.user].hand;
    const n = hand.length;
    if (n === 0) return;
    const cards = hand.splice(0, n);
    s.discard.push(...cards);
    out.push({ type: 'cardsToDiscard', seat: f.user, cards });
    drawCards(s, f.user, n, out);
  },
  afterUse: 'discard',
};

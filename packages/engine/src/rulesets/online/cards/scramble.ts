// 真伪莫辨: in your own play phase, from you and then counterclockwise (to the right, the engine's
// +1), each living player takes the deck top as intel, one after the other. Unlike the 2010 card no
// cards are laid out and shuffled first: what is on the deck top (隔墙有耳 puts a card there) counts.
import type { CardFunction } from '../../../core/ruleset.ts';
import { activeFrom } from '../../../core/seats.ts';
import { dealDeckTopInOrder } from './deal-top.ts';

export const scramble: CardFunction = {
  id: 'scramble',
  name: { zh: '真伪莫辨', en: 'Scramble' },
  text: {
    zh: '从自己开始，逆时针每人抽取牌库顶一张牌作为情报。只能在自己的出牌阶段使用。',
    en: 'Your play phase only. Starting with you and going counter-clockwise, each player takes the top card of the deck as intel.',
  },
  windows: ['play'],
  turn: 'own',
  target: 'none',
  resolve: (s, f) => dealDeckTopInOrder(s, f.user, activeFrom(s, f.user)),
  afterUse: 'discard',
};

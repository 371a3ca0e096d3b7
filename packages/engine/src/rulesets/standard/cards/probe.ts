// 试探: in your own play phase, hand it face down to another player: "I bet you are <camp>". If they
// are, they discard one card / draw two; otherwise they declare "我是一个好人" / "其实我是卧底".
// They must answer truthfully. Only the two of them see the card; afterwards it is removed from
// the game face down (countered, it goes to the discard). A target with no cards only declares
// the discard.
import { betOnIdentity } from '../../../core/effects.ts';
import type { CardFunction } from '../../../core/ruleset.ts';

export const probe: CardFunction = {
  id: 'probe',
  name: { zh: '试探', en: 'Probe' },
  text: {
    zh: '只能在自己回合出牌阶段使用。面朝下递给另一位玩家：我打赌你是潜伏战线/军情处/打酱油的，如果你是，那么你弃一张手牌/抽二张牌，否则你就宣称“我是一个好人/其实我是卧底”。之后将此牌面朝下移出游戏。',
    en: 'Your play phase only. Hand it face down to another player: it bets on one camp. If they belong to it they do what the card says (discard a card or draw two); otherwise they must say the printed line aloud. Then the card leaves the game face down.',
  },
  windows: ['play'],
  turn: 'own',
  target: 'otherSeat',
  hiddenFace: true,
  resolve: (s, f, out) => betOnIdentity(s, f, out),
  afterUse: 'removed',
};

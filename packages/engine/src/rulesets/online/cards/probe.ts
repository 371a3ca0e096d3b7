// 试探: in your own play phase, hand it face down to another player; it bets on one camp. If they
// belong to it, they draw or discard one card (as the copy says) and then you draw one; otherwise
// they say 「其实我是卧底」 (on a 抽 copy) or 「我是一个好人」 (on a 弃 copy). Only the two of you see
// the card; afterwards it leaves the game face down (「之后将此牌面朝下移出游戏」).
import { betOnIdentity } from '../../../core/effects.ts';
import { campOf } from '../../../core/moves.ts';
import { getRuleset, type CardFunction } from '../../../core/ruleset.ts';
import { isActive } from '../../../core/seats.ts';
import { defineTask, pushTask } from '../../../core/tasks.ts';
import type { Seat } from '../../../core/types.ts';
import { drawCards } from '../../../core/zones.ts';

declare module '../../../core/tasks.ts' {
  interface TaskPayloads {
    'online.probeUserDraws': { user: Seat };
  }
}

export const probe: CardFunction = {
  id: 'probe',
  name: { zh: '试探', en: 'Probe' },
  text: {
    zh: '试探一位玩家是否是潜伏战线/军情处/打酱油，如果是，他抽/弃一张牌，你抽一张牌，否则宣称“其实我是卧底/我是一个好人”。之后将此牌面朝下移出游戏。只能在自己的出牌阶段使用。',
    en: 'Your play phase only. Hand it face down to another player: it bets on one camp. If they belong to it, they draw or discard a card as printed and you draw one; otherwise they say the printed line aloud. Then the card leaves the game face down.',
  },
  windows: ['play'],
  turn: 'own',
  target: 'otherSeat',
  hiddenFace: true,
  resolve: (s, f, out) => {
    const target = f.target.seat!;
    if (!isActive(s, target)) return;
    const bet = getRuleset(s.ruleset).cards[f.card].probe!;
    // Pushed first, so it runs after the target's own draw or discard (a decision) is done.
    if (campOf(s, target) === bet.camp) pushTask(s, 'online.probeUserDraws', { user: f.user });
    betOnIdentity(s, f, out);
  },
  afterUse: 'removed',
};

// No task runs once the game is over (endGame empties the queue), so only the user's leaving the game
// is checked: no online card or skill can bring it about while the 试探 resolves, but a user out of
// the game would hold no card.
defineTask('online.probeUserDraws', (s, data, out) => {
  const user = data.user;
  if (isActive(s, user)) drawCards(s, user, 1, out);
});

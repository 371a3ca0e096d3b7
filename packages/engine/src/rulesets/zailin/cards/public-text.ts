// 公开文本: in your own turn, name a player with hand cards: take one of their hand cards at random,
// then give them this card; a 公开文本 you took is discarded, and they still get yours (①). Received
// as intel, its receiver acts by identity, truthfully (②). The public card lists print, per card:
// - three grey cards each name a camp: its player draws one card; anyone else chooses one or two;
// - the red and the blue card name their own camp: its player discards one; anyone else chooses to
//   draw one or discard one.
import { cardsDiscarded, giveCard, takeRandomHandCard } from '../../../core/moves.ts';
import { failResolution } from '../../../core/effects.ts';
import { getRuleset, type CardFunction } from '../../../core/ruleset.ts';
import { isActive } from '../../../core/seats.ts';
import { takeFromHand } from '../../../core/zones.ts';
import { act, actOneOf, campOfVariant } from './identity-actions.ts';

export const publicText: CardFunction = {
  id: 'publicText',
  name: { zh: '公开文本', en: 'Public Text' },
  text: {
    zh: '自己回合中使用，替换他人随机一张手牌，若替换到公开文本则舍弃。此牌作为情报被成功接收时，接收者需根据身份执行牌面上的指定动作。',
    en: 'In your turn: take a random card from another player’s hand and give them this one (a Public Text you take is discarded). Received as intel, its receiver acts by identity as printed.',
  },
  windows: ['play'],
  turn: 'own',
  target: 'otherSeat',
  canTarget: (s, _user, t) => s.players[t.seat!].hand.length > 0,
  resolve: (s, f, out) => {
    const target = f.target.seat!;
    // The card is the effect: taken into a hand while it waited (核燃机体 ②), there is none to give.
    if (f.taken) {
      failResolution(f, 'the card was taken', out);
      return;
    }
    if (!isActive(s, target) || s.players[target].hand.length === 0) {
      failResolution(f, 'no hand card to take', out);
      return;
    }
    // The target holds a card (checked just above): `taken` is a card, never -1.
    const taken = takeRandomHandCard(s, target, f.user, out);
    // This card goes from the table into their hand: through the user's hand, to reuse the give move.
    s.players[f.user].hand.push(f.card);
    giveCard(s, f.user, f.card, target, out);
    if (getRuleset(s.ruleset).cards[taken].fn === 'publicText' && takeFromHand(s, f.user, taken)) {
      s.discard.push(taken);
      out.push({ type: 'discarded', seat: f.user, card: taken });
      cardsDiscarded(s, f.user, [taken], out);
    }
  },
  whenReceived: (s, seat, card, out) => {
    const face = getRuleset(s.ruleset).cards[card];
    const named = campOfVariant(face.variant);
    const mine = s.players[seat].camp === named;
    if (face.colour === 'black') {
      if (mine) act(s, seat, 'draw1', -1, out);
      else actOneOf(s, seat, ['draw1', 'draw2'], -1, out);
    } else if (mine) act(s, seat, 'discard1', -1, out);
    else actOneOf(s, seat, ['draw1', 'discard1'], -1, out);
  },
  afterUse: 'byEffect',
};

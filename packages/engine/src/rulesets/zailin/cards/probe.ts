// 试探: in your own turn, hand it face down to another player who has hand cards (②); only the two
// of you see it, and afterwards it leaves the game face down (countered or failed: face up to the
// discard, 秘密下达 ④). Two kinds (the public card lists):
// - six cards each name a camp: a player of that camp draws a card, anyone else discards one;
// - three identity cards: the target either lets you take a card from their hand at random, or
//   says the line their identity gives on this card (好人 / 卧底 / 间谍, in a different order per card).
import { failResolution } from '../../../core/effects.ts';
import { getRuleset, type CardFunction } from '../../../core/ruleset.ts';
import { isActive } from '../../../core/seats.ts';
import { defineTask } from '../../../core/tasks.ts';
import type { Camp, Seat } from '../../../core/types.ts';
import { probeShowsCamp } from '../two-left.ts';
import { act, actOneOf, campOfVariant, type Answer } from './identity-actions.ts';

declare module '../../../core/tasks.ts' {
  interface TaskPayloads {
    'zailin.probeShown': { variant: string; answer: Answer; user: Seat; target: Seat };
  }
}

/** The line each camp says on each identity card. */
const LINES: Record<string, Record<Camp, Answer>> = {
  codes1: { neutral: 'sayGood', red: 'sayMole', blue: 'saySpy' },
  codes2: { neutral: 'sayMole', red: 'saySpy', blue: 'sayGood' },
  codes3: { neutral: 'saySpy', red: 'sayGood', blue: 'sayMole' },
};

export const probe: CardFunction = {
  id: 'probe',
  name: { zh: '试探', en: 'Probe' },
  text: {
    zh: '自己回合中使用，指定除自己外一名玩家根据身份执行牌面上的指定动作。该牌仅双方玩家可见，执行后需面朝下移出游戏。',
    en: 'In your turn: hand it face down to another player with cards; they do what the card says for their identity. Only the two of you see it; then it leaves the game face down.',
  },
  windows: ['play'],
  turn: 'own',
  target: 'otherSeat',
  hiddenFace: true,
  canTarget: (s, _user, t) => s.players[t.seat!].hand.length > 0,
  resolve: (s, f, out) => {
    const target = f.target.seat!;
    // Its target left the game while it waited: it fails, face up to the discard (⑤; 秘密下达 ④).
    if (!isActive(s, target)) {
      failResolution(f, 'its target is out of the game', out);
      return;
    }
    const face = getRuleset(s.ruleset).cards[f.card];
    out.push({ type: 'probeSeen', user: f.user, target, card: f.card, to: [f.user, target] });
    const camp = s.players[target].camp;
    const lines = face.variant ? LINES[face.variant] : undefined;
    if (lines) {
      const answers: Answer[] = s.players[target].hand.length > 0 ? ['giveCard', lines[camp]] : [lines[camp]];
      actOneOf(s, target, answers, f.user, out, {
        run: 'zailin.probeShown',
        data: { user: f.user, target, variant: face.variant! },
      });
      return;
    }
    const named = campOfVariant(face.variant);
    const draws = named === camp;
    act(s, target, draws ? 'draw1' : 'discard1', f.user, out);
    // Drawing shows the target to be of the camp the card names (4人: 除非试探出互为同阵营).
    if (draws && named) probeShowsCamp(s, f.user, target, named, out);
  },
  afterUse: 'removed',
};

/** The line said on an identity card tells its user the target's camp; giving a card tells nothing. */
defineTask('zailin.probeShown', (s, data, out) => {
  const lines = LINES[data.variant];
  const answer = data.answer;
  const shown = (Object.keys(lines) as Camp[]).find((c) => lines[c] === answer);
  if (shown) probeShowsCamp(s, data.user, data.target, shown, out);
});

// 4人：…仅剩两人游戏继续，除非试探出互为同阵营 (seed 001, 游戏人数身份配置). At four players, with two
// players left the game goes on (the last one alive wins alone), unless a 试探 between them shows that
// they share a camp: then the two win together, at once. A 试探 shows it when the target answers as
// only a member of its user's camp answers on that card: drawing on a card that names the user's
// camp, or saying the user's camp's line on an identity card. 潜伏 and 军情 are camps; each 特工 plays
// for itself (its mission, its six true intel), so two 特工 are not shown to share one.
// docs/rulings-zailin.md gives the reasons.
import { endGame } from '../../core/victory.ts';
import { activeCount, isActive } from '../../core/seats.ts';
import type { Camp, GameEvent, GameState, Seat } from '../../core/types.ts';

/** The table size the rule is printed for. */
const TWO_LEFT_TABLE = 4;

/** A 试探 has just shown `user` that `target` belongs to `shown`: end the game if the rule applies. */
export function probeShowsCamp(s: GameState, user: Seat, target: Seat, shown: Camp, out: GameEvent[]): void {
  if (s.result || s.options.players !== TWO_LEFT_TABLE || activeCount(s) !== 2) return;
  if (!isActive(s, user) || !isActive(s, target)) return;
  const camp = s.players[user].camp;
  if (camp === 'neutral' || shown !== camp || s.players[target].camp !== camp) return;
  endGame(s, { winners: [user, target], camps: [camp], reason: 'lastStanding', declarer: user }, out);
}

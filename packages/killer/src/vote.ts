// The vote (seed 002, 3.18-3.19 and 4.5). At the table the judge calls each living player in order
// and whoever wants that player out raises a hand, once per person, with 跟票 forbidden. Online the
// same vote is one secret ballot per voter, cast in the same order and revealed together: a ballot
// names the player one would raise a hand for (or none), and nobody sees a ballot before all are in,
// so nobody can follow another's vote.
import { startLastWords, startSpeeches } from './day.ts';
import { finish, goOut } from './end.ts';
import { startNight } from './night.ts';
import type { Ballot, KillerEvent, KillerState, Seat } from './types.ts';

/** The vote of the day (all living players) or of a tie (the tied players). */
export function startVote(s: KillerState, ev: KillerEvent[]): void {
  const voters = s.order.filter((x) => s.alive[x]);
  const candidates = s.tieLevel === 0 ? voters : s.tied.filter((x) => s.alive[x]);
  ev.push({ type: 'voteStart', candidates, tieLevel: s.tieLevel });
  s.step = { kind: 'ballot', voters, index: 0, candidates, ballots: [] };
}

/** Whom this voter may vote for: any candidate but themselves. */
export function ballotTargets(candidates: readonly Seat[], voter: Seat): Seat[] {
  return candidates.filter((c) => c !== voter);
}

export function castBallot(s: KillerState, ev: KillerEvent[], seat: Seat, target: Seat | null): void {
  const step = s.step;
  if (step.kind !== 'ballot') return;
  step.ballots.push({ voter: seat, target });
  ev.push({ type: 'ballot', seat, target, to: [seat] });
  step.index++;
  if (step.index < step.voters.length) return;
  reveal(s, ev, step.candidates, step.ballots);
}

function reveal(s: KillerState, ev: KillerEvent[], candidates: Seat[], ballots: Ballot[]): void {
  const tally = candidates.map((c) => ballots.filter((b) => b.target === c).length);
  ev.push({ type: 'votesRevealed', candidates, tally, ballots });
  s.votes.push({ round: s.round, tieLevel: s.tieLevel, candidates, ballots, tally });
  const most = Math.max(0, ...tally);
  // Nobody raised a hand in the day's vote: nobody is voted out today (our ruling). In the re-vote of
  // a tie, 0 to 0 among two or more tied players is itself a tie (术语 17: 得最多票数者有两个人或更多人;
  // 4.5: 若再次出现平票…), so abstaining cannot stop the ladder.
  if (most === 0 && (s.tieLevel === 0 || candidates.length < 2)) {
    ev.push({ type: 'noVotes' });
    startNight(s, ev);
    return;
  }
  const top = candidates.filter((_, i) => tally[i] === most);
  if (top.length === 1) {
    const seat = top[0];
    // 「票已过半数」: more than half of those who voted.
    ev.push({ type: 'votedOut', seat, votes: most, majority: most * 2 > ballots.length });
    const out = goOut(s, ev, seat, 'votedOut');
    if (out.ended) return;
    if (out.lastWords) startLastWords(s, ev, seat, out.nth, 'night');
    else {
      ev.push({ type: 'noLastWords', seat });
      startNight(s, ev);
    }
    return;
  }
  // 平票: the tied speak again and are voted on again; then everyone else speaks and the tied are
  // voted on again; a third tie is a draw.
  s.tieLevel++;
  s.tied = top;
  ev.push({ type: 'tie', seats: top, level: s.tieLevel });
  if (s.tieLevel >= 3) {
    finish(s, ev, 'draw', 'thirdTie');
    return;
  }
  const others = s.tieLevel === 2;
  ev.push({ type: 'debate', tied: top, others });
  const speakers = others ? s.order.filter((x) => !top.includes(x)) : s.order.filter((x) => top.includes(x));
  startSpeeches(s, ev, speakers, true);
}

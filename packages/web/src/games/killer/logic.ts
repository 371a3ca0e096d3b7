// Pure helpers for the 杀人游戏 table: what to draw from a view, with no rule of the game.
import type { KillerMessage, KillerResult, KillerView, Seat, VoteRecord } from './view-types.ts';

/**
 * The seats that won. The game's result names the winning side and every role; a side's seats are
 * those of its roles (the civilians share the police's fate: seed 002, 4.4). A result that lists
 * its winners is taken as it is.
 */
export function winnersOf(result: KillerResult): Seat[] {
  if (Array.isArray(result.winners)) return result.winners;
  const roles =
    result.winner === 'police' ? ['police', 'civilian'] : result.winner === 'killers' ? ['killer'] : [];
  return result.roles.flatMap((r, seat) => (roles.includes(r) ? [seat] : []));
}

/** Who holds the floor: the speaker or the player saying last words, else null. */
export function speakerOf(view: KillerView): Seat | null {
  const st = view.step;
  return st.kind === 'speech' || st.kind === 'lastWords' ? st.seat : null;
}

/** Seats that have cast a ballot in the vote under way (not for whom). */
export function votedSeats(view: KillerView): Set<Seat> {
  return new Set(view.step.kind === 'ballot' ? view.step.voted : []);
}

export interface RoundMessages {
  round: number;
  messages: KillerMessage[];
}

/** Messages grouped by round, in the order they were said. */
export function messagesByRound(messages: readonly KillerMessage[]): RoundMessages[] {
  const out: RoundMessages[] = [];
  for (const m of messages) {
    const last = out[out.length - 1];
    if (last && last.round === m.round) last.messages.push(m);
    else out.push({ round: m.round, messages: [m] });
  }
  return out;
}

export interface TallyLine {
  candidate: Seat;
  votes: number;
  from: Seat[];
}

/** A revealed vote: each candidate with votes and who gave them (most first), and who abstained. */
export function tallyOf(record: VoteRecord): { lines: TallyLine[]; abstained: Seat[] } {
  const lines = record.candidates
    .map((candidate, i) => ({
      candidate,
      votes: record.tally[i] ?? 0,
      from: record.ballots.filter((b) => b.target === candidate).map((b) => b.voter),
    }))
    .filter((l) => l.votes > 0)
    .sort((a, b) => b.votes - a.votes);
  const abstained = record.ballots.filter((b) => b.target === null).map((b) => b.voter);
  return { lines, abstained };
}

/** Seat numbers as people read them (from 1), joined. */
export function seatNumbers(seats: readonly Seat[], sep = '、'): string {
  return seats.map((s) => `${s + 1}`).join(sep);
}

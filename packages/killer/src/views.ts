// What one viewer may see, built from scratch: their own role, their companions' roles (killers and
// police know each other), everything said and done in public, the night's opinions and check
// results only for the group awake, ballots only for their caster until revealed, all roles at the
// end. Nothing else of the state leaves the game.
import type { Viewer } from '@fengsheng/game';
import { awakeGroup, legalCommands, pending, type PendingKind } from './commands.ts';
import { roleCounts } from './setup.ts';
import type {
  Check,
  KillerCommand,
  KillerEvent,
  KillerResult,
  KillerState,
  Message,
  Opinion,
  OutHow,
  Role,
  Seat,
  VoteRecord,
} from './types.ts';

export interface SeatView {
  seat: Seat;
  alive: boolean;
  out: { how: OutHow; round: number; lastWords: boolean } | null;
  /** Known to this viewer: their own, their companions', a confessed or surrendered player's, all at the end. */
  role: Role | null;
}

export type StepView =
  | { kind: 'kill' | 'check'; seat: Seat | null; seats: Seat[] | null; opinions: Opinion[] | null }
  | { kind: 'lastWords'; seat: Seat; nth: number; last: boolean }
  | { kind: 'speech'; seat: Seat; speakers: Seat[]; index: number }
  | {
      kind: 'ballot';
      seat: Seat;
      voters: Seat[];
      candidates: Seat[];
      /** Who has cast a ballot (not for whom). */
      voted: Seat[];
      /** This viewer's own ballot once cast: a seat, null for abstain; undefined before. */
      myBallot?: Seat | null;
    }
  | { kind: 'over' };

export interface KillerView {
  game: 'killer';
  viewer: Viewer;
  players: number;
  counts: Record<Role, number>;
  /** How many outs give last words (the number of police). */
  quota: number;
  round: number;
  phase: 'night' | 'day' | 'over';
  me: { seat: Seat; role: Role; mates: Seat[]; alive: boolean } | null;
  seats: SeatView[];
  step: StepView;
  /** Whom the game waits for; at night the seat only for the group awake. */
  pending: { seat: Seat | null; kind: PendingKind } | null;
  /** Today's speech and vote order: living players from the victim's right. */
  order: Seat[];
  tieLevel: number;
  tied: Seat[];
  /** Speeches and last words (public), and the night chat of the viewer's own group. */
  messages: Message[];
  /** Every vote so far, revealed. */
  votes: VoteRecord[];
  /** Police only: what the judge showed them. */
  checks: Check[] | null;
  /** This viewer's legal commands. */
  legal: KillerCommand[];
  result: KillerResult | null;
}

/** The round up to which a seat was in the game (it sees night things of those rounds). */
function inGameUntil(s: KillerState, seat: Seat): number {
  if (s.alive[seat]) return Infinity;
  const out = s.outs.find((o) => o.seat === seat);
  return out ? out.round : Infinity;
}

/** Whether `viewer` may know the role of `seat`. */
export function knowsRole(s: KillerState, viewer: Viewer, seat: Seat): boolean {
  if (s.result) return true;
  const out = s.outs.find((o) => o.seat === seat);
  if (out && (out.how === 'confessed' || out.how === 'surrendered')) return true;
  if (viewer === 'spectator') return false;
  if (viewer === seat) return true;
  const mine = s.roles[viewer];
  return mine !== 'civilian' && s.roles[seat] === mine;
}

function isSeat(s: KillerState, v: Viewer): v is Seat {
  return typeof v === 'number' && Number.isInteger(v) && v >= 0 && v < s.players;
}

export function view(s: KillerState, viewer: Viewer): KillerView {
  const me = isSeat(s, viewer) ? viewer : null;
  const myRole = me === null ? null : s.roles[me];
  const until = me === null ? -1 : inGameUntil(s, me);
  const seats: SeatView[] = [];
  for (let seat = 0; seat < s.players; seat++) {
    const out = s.outs.find((o) => o.seat === seat);
    seats.push({
      seat,
      alive: s.alive[seat],
      out: out ? { how: out.how, round: out.round, lastWords: out.lastWords } : null,
      role: knowsRole(s, viewer, seat) ? s.roles[seat] : null,
    });
  }
  const group = awakeGroup(s);
  const inGroup = me !== null && group !== null && myRole === group && s.alive[me];
  const p = pending(s);
  const st = s.step;
  let step: StepView;
  switch (st.kind) {
    case 'kill':
    case 'check':
      step = inGroup
        ? { kind: st.kind, seat: st.seats[st.index], seats: [...st.seats], opinions: [...st.opinions] }
        : { kind: st.kind, seat: null, seats: null, opinions: null };
      break;
    case 'lastWords':
      step = { kind: 'lastWords', seat: st.seat, nth: st.nth, last: st.nth === s.quota };
      break;
    case 'speech':
      step = { kind: 'speech', seat: st.seats[st.index], speakers: [...st.seats], index: st.index };
      break;
    case 'ballot': {
      const mine = me === null ? undefined : st.ballots.find((b) => b.voter === me);
      step = {
        kind: 'ballot',
        seat: st.voters[st.index],
        voters: [...st.voters],
        candidates: [...st.candidates],
        voted: st.ballots.map((b) => b.voter),
        ...(mine ? { myBallot: mine.target } : {}),
      };
      break;
    }
    case 'over':
      step = { kind: 'over' };
      break;
  }
  const messages = s.messages.filter(
    (m) => m.kind !== 'nightChat' || (myRole !== null && m.group === myRole && m.round <= until),
  );
  return {
    game: 'killer',
    viewer,
    players: s.players,
    counts: roleCounts(s.players),
    quota: s.quota,
    round: s.round,
    phase: s.result ? 'over' : group ? 'night' : 'day',
    me:
      me === null
        ? null
        : {
            seat: me,
            role: myRole!,
            mates:
              myRole === 'civilian'
                ? []
                : seats.filter((x) => x.seat !== me && s.roles[x.seat] === myRole).map((x) => x.seat),
            alive: s.alive[me],
          },
    seats,
    step,
    pending: p ? { seat: group && !inGroup ? null : p.seat, kind: p.kind } : null,
    order: [...s.order],
    tieLevel: s.tieLevel,
    tied: [...s.tied],
    messages: messages.map((m) => ({ ...m })),
    votes: structuredClone(s.votes),
    checks: myRole === 'police' ? s.checks.filter((c) => c.round <= until).map((c) => ({ ...c })) : null,
    legal: me === null ? [] : legalCommands(s, me),
    result: s.result ? structuredClone(s.result) : null,
  };
}

/** An event as a viewer gets it: without its address. */
export type KillerEventView = KillerEvent extends infer E
  ? E extends unknown
    ? Omit<E, 'to'>
    : never
  : never;

/** The events this viewer may see: those addressed to everyone or to them, without the address. */
export function eventsFor(
  _s: KillerState,
  events: readonly KillerEvent[],
  viewer: Viewer,
): KillerEventView[] {
  const out: KillerEventView[] = [];
  for (const e of events) {
    if (e.to && (viewer === 'spectator' || !e.to.includes(viewer))) continue;
    const { to: _to, ...rest } = e;
    out.push(structuredClone(rest) as KillerEventView);
  }
  return out;
}

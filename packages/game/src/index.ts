// The contract between a game's rules and everything that runs games (server, bots, CLI).
// The server and the web client know this interface and no rule of any game: 风声 and 杀人游戏
// each implement it, and a room runs either without knowing which.

export type Seat = number;
export type Viewer = Seat | 'spectator';

export type Applied<State, Event> =
  { ok: true; state: State; events: Event[] } | { ok: false; error: string };

/** Who the game waits for, and for what (a game-specific kind such as 'priority' or 'vote'). */
export interface Pending {
  seat: Seat;
  kind: string;
}

export interface GameDefinition<Options, State, Command, Event, View, Result> {
  /** A stable id for rooms and logs, e.g. 'fengsheng'. */
  readonly id: string;
  readonly name: { readonly zh: string; readonly en: string };
  readonly minSeats: number;
  readonly maxSeats: number;
  /** A new game: deterministic given the options (the seed is one of them). */
  create(options: Options): { state: State; events: Event[] };
  /** Every command this seat may send now; empty when it is not asked anything. */
  legalCommands(state: State, seat: Seat): Command[];
  /** A new state, or an error naming the reason and no change. Never throws for bad input. */
  apply(state: State, seat: Seat, command: Command): Applied<State, Event>;
  /** Who must act; null once the game is over. */
  pending(state: State): Pending | null;
  /** Everything this viewer may see, built from scratch: nothing else may leave the game. */
  view(state: State, viewer: Viewer): View;
  /** The events as this viewer may see them (private parts dropped). */
  eventsFor(state: State, events: readonly Event[], viewer: Viewer): unknown[];
  /** The result once the game is over, else null. */
  result(state: State): Result | null;
}

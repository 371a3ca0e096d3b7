// One running game as the server holds it, with no framework and no timers: the game's state, the
// count of accepted commands (`seq`) and every viewer's log. Everything it knows of the rules comes
// through the game contract.
import type { Pending, Viewer } from '@fengsheng/game';
import type { AnyGame } from './games.ts';
import type { LegalCommand, LogLine, Text } from './protocol.ts';
import type { ShownState } from './state-patch.ts';
import type { LoggedCommand } from './store.ts';

export type Attempt = { ok: true; state: unknown; events: unknown[] } | { ok: false; error: string };

export class GameSession {
  state: unknown;
  seq = 0;
  /** Each viewer's log lines ('spectator' is the public log). */
  private readonly logs = new Map<Viewer, LogLine[]>();
  private publicAt: { seq: number; value: boolean } | null = null;

  constructor(
    readonly game: AnyGame,
    readonly seats: number,
    options: unknown,
  ) {
    const { state, events } = game.create(options);
    this.state = state;
    this.record(events);
  }

  /** A session rebuilt from its log; throws if the log does not replay (a corrupt database). */
  static replay(game: AnyGame, seats: number, options: unknown, log: readonly LoggedCommand[]): GameSession {
    const session = new GameSession(game, seats, options);
    for (const entry of log) {
      const tried = session.attempt(entry.seat, entry.command);
      if (!tried.ok) throw new Error(`command ${entry.seq} does not replay: ${tried.error}`);
      session.commit(tried);
    }
    return session;
  }

  viewers(): Viewer[] {
    return [...Array.from({ length: this.seats }, (_, i) => i), 'spectator'];
  }

  /** Try a command without changing anything. */
  attempt(seat: number, command: unknown): Attempt {
    try {
      return this.game.apply(this.state, seat, command);
    } catch (err) {
      // The contract says apply never throws; if a game does, the command is refused, not the server.
      return { ok: false, error: `the game could not apply this command: ${(err as Error).message}` };
    }
  }

  commit(tried: Extract<Attempt, { ok: true }>): void {
    this.state = tried.state;
    this.seq++;
    this.record(tried.events);
  }

  private record(events: readonly unknown[]): void {
    // A public event is most often the same object for every viewer (the engine passes it through
    // as it is): its line is then made and kept once, shared by every viewer's log, not once each.
    const made = new Map<unknown, LogLine>();
    for (const viewer of this.viewers()) {
      let lines = this.logs.get(viewer);
      if (!lines) this.logs.set(viewer, (lines = []));
      for (const event of this.game.eventsFor(this.state, events, viewer)) {
        let line = made.get(event);
        if (line === undefined) {
          line = { seq: this.seq, text: this.game.narrate(event, this.state), event };
          made.set(event, line);
        }
        lines.push(line);
      }
    }
  }

  /** Whether everyone may know whom the game waits for; asked once per state (it may build a view). */
  private pendingIsPublic(): boolean {
    if (this.publicAt?.seq !== this.seq)
      this.publicAt = { seq: this.seq, value: this.game.pendingIsPublic?.(this.state) ?? true };
    return this.publicAt.value;
  }

  pending(): Pending | null {
    return this.game.pending(this.state);
  }

  result(): unknown {
    return this.game.result(this.state);
  }

  defaultCommand(seat: number): unknown {
    return this.game.defaultCommand(this.state, seat);
  }

  legal(seat: number): unknown[] {
    return this.game.legalCommands(this.state, seat);
  }

  view(viewer: Viewer): unknown {
    return this.game.view(this.state, viewer);
  }

  log(viewer: Viewer, afterSeq = -1): LogLine[] {
    const lines = this.logs.get(viewer) ?? [];
    if (afterSeq < 0) return lines;
    let i = lines.length;
    while (i > 0 && lines[i - 1].seq > afterSeq) i--;
    return lines.slice(i);
  }

  /** A command of this seat's in the words its own view gives it. */
  describe(seat: number, command: unknown): Text {
    return this.game.describeCommand(this.view(seat), command).text;
  }

  /**
   * What one viewer is sent: the view, its commands with their words, and the log since `afterSeq`;
   * with `coach`, a seat's coach lines too.
   */
  stateFor(viewer: Viewer, afterSeq: number | null, deadline: number | null, coach = false): ShownState {
    const view = this.view(viewer);
    const commands = viewer === 'spectator' ? [] : this.legal(viewer);
    const labels = commands.length > 0 ? this.game.describeCommands(view, commands) : [];
    const legal: LegalCommand[] = commands.map((command, i) => ({ command, label: labels[i] }));
    const p = this.pending();
    const mine = p !== null && legal.length > 0 && viewer === p.seat;
    const shown = p !== null && (mine || this.pendingIsPublic());
    const log = this.log(viewer, afterSeq ?? -1);
    const coached = coach && viewer !== 'spectator' && this.game.coach;
    return {
      seq: this.seq,
      prevSeq: afterSeq,
      view,
      legal,
      // Whom the game waits for and their timer, only where the rules let this viewer know it.
      waiting: shown ? { seat: p!.seat, deadline } : null,
      log,
      full: afterSeq === null,
      result: this.result(),
      now: Date.now(),
      // Undefined (left out of the message) unless coached: one shape for every state.
      coach: coached ? this.game.coach!(view, recentEvents(log, afterSeq === null)) : undefined,
    };
  }
}

/**
 * The events a coach speaks of: those of this state's log lines, or on a whole state (a join, a
 * reload) only those of the last command, not the whole game again.
 */
function recentEvents(log: readonly LogLine[], whole: boolean): unknown[] {
  const last = log.at(-1)?.seq;
  const lines = whole ? log.filter((l) => l.seq === last) : log;
  return lines.map((l) => l.event);
}

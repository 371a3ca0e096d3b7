// Keeps a game moving: a bot seat (or a human seat whose player is away: 托管) plays after a short
// pause, and a human who lets the timer run out gets the game's default command played for them.
// So no game ever waits for someone who is not there. A decision's deadline is absolute: counted
// from when the decision began (the command before it), so neither a reconnection nor a restart
// gives a player their time again.
import { mulberry32 } from '@fengsheng/bots';
import type { Services } from './services.ts';
import type { TableRoom } from './table-room.ts';

/** How soon an automatic command none of whose tries could be written is tried again. */
const RETRY_MS = 1000;

export class TurnClock {
  /** When the waited-for seat's timer runs out (ms epoch), or null. */
  deadline: number | null = null;
  private timer: NodeJS.Timeout | null = null;
  /** The seq and seat the current timer was set for: a timer is reset only when they change. */
  private armedFor: string | null = null;
  /** When the game reached its current seq (ms epoch): the decision then open began there. */
  private since: { seq: number; at: number } | null = null;
  private readonly rng: () => number;

  constructor(
    private readonly room: TableRoom,
    private readonly services: Services,
  ) {
    this.rng = mulberry32(Date.now() >>> 0);
  }

  /** The game reached `seq` at `at` (a command accepted, the deal, or the last logged command). */
  began(seq: number, at: number): void {
    this.since = { seq, at };
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.deadline = null;
    this.armedFor = null;
  }

  /** Look at whom the game waits for and set the right timer. Called after every change. */
  schedule(): void {
    const session = this.room.session;
    if (!session || this.room.record.status !== 'playing') return this.stop();
    const p = session.pending();
    if (!p) return this.stop();
    const byBot = this.room.playedByBot(p.seat);
    const key = `${session.seq}:${p.seat}:${byBot}`;
    if (key === this.armedFor) return;
    this.stop();
    this.armedFor = key;
    const seq = session.seq;
    const settings = this.room.record.settings;
    if (byBot) {
      const delay = settings.speed === 'fast' ? 0 : this.services.botDelayMs;
      this.timer = setTimeout(() => this.act(seq, p.seat, 'bot'), delay);
      return;
    }
    const seconds =
      p.timer === 'response'
        ? settings.responseSeconds
        : p.timer === 'setup'
          ? settings.setupSeconds
          : settings.turnSeconds;
    const ms = seconds * 1000 * this.services.timeScale;
    const now = Date.now();
    if (this.since?.seq !== seq) this.since = { seq, at: now };
    this.deadline = this.since.at + ms;
    this.timer = setTimeout(() => this.act(seq, p.seat, 'timer'), Math.max(0, this.deadline - now));
  }

  /** Play for a seat, if the game still waits for it at the same point. */
  private act(seq: number, seat: number, source: 'bot' | 'timer'): void {
    this.timer = null;
    void this.room.enqueue(async () => {
      const session = this.room.session;
      if (!session || session.seq !== seq || this.room.record.status !== 'playing') return;
      if (session.pending()?.seat !== seat) return;
      const command =
        source === 'bot'
          ? this.room.entry.bot(this.room.record.settings.botLevel).choose(
              session.view(seat),
              session.legal(seat),
              session.log(seat).map((line) => line.event),
              this.rng,
            )
          : session.defaultCommand(seat);
      this.armedFor = null;
      // In words, before it is played: the view it is described against is the one it was chosen in.
      const said = source === 'timer' ? session.describe(seat, command) : null;
      const error = await this.room.play(seat, command, source);
      if (!error && said) this.room.tellSeat(seat, 'timedOut', { seq: session.seq, text: said });
      if (error) {
        // A bot or the default must always be legal; if not, fall back to the default so play goes on.
        this.services.log.error(
          { roomId: this.room.roomId, seat, error, source },
          'automatic command refused',
        );
        const still =
          source === 'bot' ? await this.room.play(seat, session.defaultCommand(seat), 'timer') : error;
        // A default the game refuses too: its first legal command, so that no table ever stalls.
        const legal = still ? session.legal(seat) : [];
        if (legal.length > 0) await this.room.play(seat, legal[0], 'timer');
        // Nothing could be written (the database is away): try again in a while, not never.
        if (session.seq === seq && this.room.session === session) this.retryLater();
      }
    });
  }

  private retryLater(): void {
    this.armedFor = null;
    this.timer = setTimeout(() => this.schedule(), RETRY_MS);
  }
}

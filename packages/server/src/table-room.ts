// A room as Colyseus runs it: seats, connections, chat, and the game session behind them. There is
// no synced schema state: every client is sent its own view only, as a message (what each
// connection is sent is room-outbox.ts; who is connected, room-presence.ts).
import { ServerError, type Client } from '@colyseus/core';
import { gameEntry } from './games.ts';
import { live } from './live.ts';
import { joinOptions, type ChatMessage, type ClientMessageType, type Problem } from './protocol.ts';
import { problem } from './problems.ts';
import { readClientMessage } from './room-intake.ts';
import { RoomOutbox } from './room-outbox.ts';
import type { ClientInfo } from './room-presence.ts';
import { roomLimits } from './room-limits.ts';
import { RoomRates } from './room-rates.ts';
import { addBot, canStart, EMPTY_SEAT, removeBot, removePlayer, seatOf, sit, stand } from './seating.ts';
import { randomBytes, randomInt } from 'node:crypto';
import { services } from './services.ts';
import { GameSession } from './session.ts';
import type { LoggedCommand, SeatRecord } from './store.ts';
import { TurnClock } from './turn-clock.ts';
import { verifyToken } from './tokens.ts';
import type { Lang } from './wire.ts';

/** HTTP-like code of a refused join: too many joins. */
const JOIN_RATE_CODE = 4029;

const MAX_CHAT_HISTORY = 100;

// The refusals the room itself makes (seating.ts makes the seats' own).
const SPECTATOR = problem('spectator', 'spectators cannot sit');
const REMOVED = problem('removed', 'the host removed you from this room: you may watch');
const HOST_AGAIN = problem('host-only', 'only the host starts another game');
const NOT_OVER = problem('game-not-over', 'the game is not over');
const SPEAK_IN_TURN = problem('speak-in-turn', 'in this game players speak only in their turn');

export class TableRoom extends RoomOutbox {
  override maxClients = 64;
  override autoDispose = false;

  // Nothing is synced through the framework's state: its 50 ms patch timer would only cost CPU (0: off).
  override patchRate = 0;

  private rates!: RoomRates;
  private readonly chat: ChatMessage[] = [];
  /** Every change to the game goes through this chain, one at a time, in arrival order. */
  private queue: Promise<void> = Promise.resolve();
  private idleSince = Date.now();
  /** Per player gone from a game under way: the timer that hands their seat to a bot (托管). */
  private readonly graceTimers = new Map<string, NodeJS.Timeout>();

  override async onCreate(options: { roomId: string }): Promise<void> {
    const { store } = services();
    this.roomId = options.roomId;
    const record = await store.room(options.roomId);
    if (!record) throw new Error(`no room ${options.roomId}`);
    const game = await store.game(record.gameId);
    const entry = gameEntry(record.game);
    if (!game || !entry) throw new Error(`room ${record.id} has no playable game`);
    this.record = record;
    this.entry = entry;
    this.options = game.options;
    this.turnClock = new TurnClock(this, services());
    this.rates = new RoomRates();
    this.staticMessage = this.buildStatic();
    const now = Date.now();
    for (const s of record.seats) if (s.kind === 'human') this.people.awayFrom(s.playerId!, now);
    // A finished room opened again (a player came back after a restart) shows its final state too.
    if (record.status !== 'waiting') {
      const log = await store.commands(record.gameId);
      this.session = GameSession.replay(entry.definition, record.seats.length, game.options, log);
      // The decision under way began with the last command: a restored game keeps its time left.
      this.turnClock.began(this.session.seq, log.at(-1)?.at ?? now);
    }
    live.add(this);
    this.onMessage('*', (client, type, message) => this.receive(client, String(type), message));
    this.turnClock.schedule();
    // Every 10 s: close a finished room left alone, free seats long away in a waiting room.
    this.setSimulationInterval(() => this.housekeeping(), 10_000);
    // The listing the framework saves in Redis when onCreate returns: with it, every process's lobby
    // lists this room from the start (not only after its first change).
    this.relist();
  }

  override onAuth(_client: Client, raw: unknown): ClientInfo {
    const parsed = joinOptions.safeParse(raw);
    if (!parsed.success) throw new Error('join needs a session token');
    const player = verifyToken(services().config.secret, parsed.data.token);
    if (!player) throw new Error('this session token is not valid here');
    const refused = this.rates.join(player.playerId);
    if (refused) throw new ServerError(JOIN_RATE_CODE, refused);
    return {
      player,
      spectator: parsed.data.spectate,
      lastSeq: null,
      lastSent: null,
      staticSent: null,
      lang: parsed.data.lang ?? null,
    };
  }

  override onJoin(client: Client, _options: unknown, auth: ClientInfo): void {
    this.arrive(client, auth);
    this.deliver(client, 'chat-history', this.chat);
  }

  override async onLeave(client: Client, consented: boolean): Promise<void> {
    const info = this.people.clients.get(client.sessionId);
    if (!info) return;
    this.people.clients.delete(client.sessionId);
    this.connectionChanged(info.player.playerId, -1);
    if (consented) return;
    try {
      // A dropped connection may come back with its reconnection token; meanwhile a bot plays for it.
      await this.allowReconnection(client, 30);
      this.arrive(client, info);
    } catch {
      // Not back in time: a reload joins afresh with the session token and gets the seat back.
    }
  }

  /** A connection (new or back): what it needs once, then the room and the whole state. */
  private arrive(client: Client, info: ClientInfo): void {
    this.people.clients.set(client.sessionId, info);
    info.lastSeq = null;
    info.lastSent = null;
    if (info.staticSent !== this.staticMessage) {
      info.staticSent = this.staticMessage;
      this.deliver(client, 'static', this.staticMessage);
    }
    this.sendRoom(client);
    // May set this seat's timer again (and send states with it); a state not sent then is sent now.
    this.connectionChanged(info.player.playerId, +1);
    if (info.lastSeq === null) this.sendState(client, true);
  }

  override onDispose(): void {
    this.turnClock.stop();
    for (const t of this.graceTimers.values()) clearTimeout(t);
    this.graceTimers.clear();
    live.remove(this);
  }

  /**
   * A player's connection count moved by `delta`. Only a seat whose player came or went is news to
   * the others, as one small `seat` message; a spectator coming or going is news to nobody.
   */
  private connectionChanged(playerId: string, delta: number): void {
    const { had, now } = this.people.count(playerId, delta);
    if (this.people.clients.size > 0) this.idleSince = Date.now();
    const seat = seatOf(this.record, playerId);
    if (seat !== null && (had === 0) !== (now === 0)) this.broadcastSeat(seat);
    clearTimeout(this.graceTimers.get(playerId));
    this.graceTimers.delete(playerId);
    // Gone from a seat: a bot plays it only once the drop grace is over (a reload is not a leave).
    if (seat !== null && now === 0) {
      const timer = setTimeout(() => {
        this.graceTimers.delete(playerId);
        void this.enqueue(() => this.reschedule());
      }, this.dropGraceMs() + 5);
      timer.unref();
      this.graceTimers.set(playerId, timer);
    }
    this.reschedule();
  }

  /** Set the turn clock again after who plays a seat may have changed. */
  private reschedule(): void {
    const deadline = this.turnClock.deadline;
    this.turnClock.schedule();
    // A seat back from 托管 has its timer again (the same deadline as before), a seat handed to a
    // bot has none: tell those who see it.
    if (this.turnClock.deadline !== deadline) this.broadcastState();
  }

  private receive(client: Client, type: string, message: unknown): void {
    const info = this.people.clients.get(client.sessionId);
    if (!info) return;
    const read = readClientMessage(type, message);
    if (!read.ok) return this.fail(client, read.code, read.message);
    if (read.type === 'chat' || read.type === 'resync' || read.type === 'lang') {
      // A language switch is answered with a full state, as a resync is: it counts as one.
      const refused = this.rates.message(info.player.playerId, read.type === 'lang' ? 'resync' : read.type);
      if (refused) return this.fail(client, 'rate-limited', refused);
    }
    this.enqueue(() => this.handle(client, info, read.type, read.data));
  }

  enqueue(task: () => Promise<void> | void): Promise<void> {
    const run = this.queue.then(task).catch((err: unknown) => {
      services().log.error({ err, roomId: this.roomId }, 'room task failed');
    });
    this.queue = run;
    return run;
  }

  private async handle(
    client: Client,
    info: ClientInfo,
    type: ClientMessageType,
    data: Record<string, unknown>,
  ): Promise<void> {
    switch (type) {
      case 'sit':
        if (info.spectator) return this.refuse(client, SPECTATOR);
        if (this.people.removed.has(info.player.playerId)) return this.refuse(client, REMOVED);
        return this.seatChange(client, sit(this.record, info.player, data.seat as number));
      case 'stand':
        return this.seatChange(client, stand(this.record, info.player));
      case 'addBot':
        return this.seatChange(client, addBot(this.record, info.player, data.seat as number));
      case 'removeBot':
        return this.seatChange(client, removeBot(this.record, info.player, data.seat as number));
      case 'removePlayer': {
        const seat = data.seat as number;
        const who = this.record.seats[seat]?.playerId ?? null;
        const error = removePlayer(this.record, info.player, seat);
        if (!error && who) this.people.removed.add(who);
        return this.seatChange(client, error);
      }
      case 'start': {
        const bad = canStart(this.record, info.player);
        if (bad) return this.refuse(client, bad);
        return this.start();
      }
      case 'again':
        if (this.record.host !== info.player.playerId) return this.refuse(client, HOST_AGAIN);
        if (this.record.status !== 'finished') return this.refuse(client, NOT_OVER);
        return this.nextGame();
      case 'command':
        return this.playerCommand(client, info, data.seq as number, data.command);
      case 'chat':
        if (
          this.record.status === 'playing' &&
          !this.entry.definition.tableChat &&
          this.seatOf(info) !== null
        )
          return this.refuse(client, SPEAK_IN_TURN);
        return this.postChat(info, data.text as string);
      case 'resync':
        return this.sendState(client, true);
      case 'lang':
        // Every line it shows must be in the new language: the whole state again, in it.
        info.lang = data.lang as Lang;
        return this.sendState(client, true);
    }
  }

  private async seatChange(client: Client, error: Problem | null): Promise<void> {
    if (error) return this.refuse(client, error);
    await services().store.saveRoom(this.record);
    // Who sits where changed: each connection's own seat may have too, so everyone gets the room.
    this.broadcastRoom();
    if (this.record.seats.every((s) => s.kind === 'bot')) await this.start();
  }

  /** Deal the game and start play. */
  async start(): Promise<void> {
    if (this.record.status !== 'waiting') return;
    this.session = new GameSession(this.entry.definition, this.record.seats.length, this.options);
    this.turnClock.began(0, Date.now());
    this.record.status = 'playing';
    await services().store.saveRoom(this.record);
    await services().store.setGameStatus(this.record.gameId, 'playing');
    this.broadcastRoom();
    // The timer first, so the first state already carries its deadline.
    this.turnClock.schedule();
    // A new game: everyone gets it whole (a room's earlier game may have left them at a later seq).
    this.broadcastState(true);
  }

  /** The same seats, a new deal: what the finished game hands on goes into the new options. */
  private async nextGame(): Promise<void> {
    const def = this.entry.definition;
    const carry = this.session && def.carryOver ? def.carryOver(this.session.state) : {};
    const oldGameId = this.record.gameId;
    const fresh = this.entry.options(this.record.settings, randomInt(2 ** 31));
    const rewrite = services().newGameOptions;
    this.options = { ...((rewrite ? rewrite(fresh) : fresh) as object), ...carry };
    this.record.gameId = randomBytes(12).toString('base64url');
    this.record.status = 'waiting';
    // Seats of people who left go back to empty; bots stay.
    this.record.seats = this.record.seats.map((s, i) =>
      s.kind === 'human' && !this.isConnected(i) ? EMPTY_SEAT : s,
    );
    this.session = null;
    this.turnClock.stop();
    await services().store.nextGame(this.record, this.options);
    live.rekey(this, oldGameId);
    this.newStatic();
    this.broadcastRoom();
    if (this.record.seats.every((s) => s.kind === 'bot')) await this.start();
  }

  private async playerCommand(
    client: Client,
    info: ClientInfo,
    seq: number,
    command: unknown,
  ): Promise<void> {
    const seat = this.seatOf(info);
    if (seat === null) return this.fail(client, 'not-allowed', 'only a seated player can play');
    if (!this.session || this.record.status !== 'playing')
      return this.fail(client, 'not-started', 'the game is not being played');
    // A command answers the last state this client was sent; if a newer one went out meanwhile, the
    // player acted on a board that has changed under them. (Changes it was not shown do not count:
    // the game checks the command against the present state anyway.)
    if (seq !== info.lastSeq) {
      this.fail(client, 'stale', `this command answers state ${seq}; your table is at state ${info.lastSeq}`);
      return this.sendState(client, true);
    }
    const error = await this.play(seat, command, 'player');
    if (error) this.fail(client, 'illegal', error);
  }

  /**
   * Apply a command for a seat: on success it is on disk before anyone hears of it. Returns the
   * game's reason when the command is refused (nothing changes then).
   */
  async play(seat: number, command: unknown, source: LoggedCommand['source']): Promise<string | null> {
    const session = this.session!;
    const tried = session.attempt(seat, command);
    if (!tried.ok) return tried.error;
    const { store } = services();
    try {
      // Written (with the other commands of this tick) before anything changes or anyone is told.
      await store.appendCommand(this.record.gameId, { seq: session.seq + 1, seat, command, source });
    } catch (err) {
      services().log.error({ err, roomId: this.roomId }, 'a command could not be written');
      return 'the server could not save this command; nothing changed, try again';
    }
    session.commit(tried);
    this.turnClock.began(session.seq, Date.now());
    const result = session.result();
    if (result !== null) {
      this.record.status = 'finished';
      await store.setGameStatus(this.record.gameId, 'finished', result);
      this.broadcastRoom();
    }
    this.turnClock.schedule();
    this.broadcastState();
    return null;
  }

  private postChat(info: ClientInfo, text: string): void {
    const line: ChatMessage = { from: this.seatOf(info), name: info.player.name, text, at: Date.now() };
    this.chat.push(line);
    if (this.chat.length > MAX_CHAT_HISTORY) this.chat.shift();
    for (const client of this.clients) this.deliver(client, 'chat', line);
  }

  private housekeeping(): void {
    this.freeAwaySeats();
    this.rates.forgetGone((id) => this.people.connected(id));
    if (this.people.clients.size > 0) return;
    const idle = Date.now() - this.idleSince;
    // Playing rooms go on without anyone (bots play every seat) and waiting rooms wait for their
    // link to be used; a finished room closes once left alone (its game stays in the database).
    if (this.record.status === 'finished' && idle > 60_000) void this.disconnect();
  }

  /**
   * Before the start, a seat whose player has had no connection for a while goes back to empty: a
   * guest session that sits and leaves cannot hold a seat (or every seat) forever.
   */
  private freeAwaySeats(): void {
    if (this.record.status !== 'waiting') return;
    const limit = Date.now() - roomLimits().awaySeatSeconds * 1000;
    const gone = (s: SeatRecord): boolean => s.kind === 'human' && this.people.awayBefore(s.playerId!, limit);
    if (!this.record.seats.some(gone)) return;
    void this.enqueue(async () => {
      if (this.record.status !== 'waiting') return;
      this.record.seats = this.record.seats.map((s) => (gone(s) ? EMPTY_SEAT : s));
      await services().store.saveRoom(this.record);
      this.broadcastRoom();
    });
  }
}

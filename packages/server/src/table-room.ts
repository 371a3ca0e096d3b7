// A room as Colyseus runs it: seats, connections, chat, and the game session behind them. There is
// no synced schema state: every client is sent its own view only, as a message.
import { Room, type Client } from '@colyseus/core';
import type { Viewer } from '@fengsheng/game';
import { gameEntry, type GameEntry } from './games.ts';
import { live } from './live.ts';
import {
  clientMessages,
  joinOptions,
  MAX_MESSAGE_BYTES,
  type ChatMessage,
  type ClientMessageType,
  type ErrorMessage,
  type RoomMessage,
  type SeatInfo,
} from './protocol.ts';
import { addBot, canStart, EMPTY_SEAT, removeBot, seatOf, sit, stand } from './seating.ts';
import { randomBytes, randomInt } from 'node:crypto';
import { services } from './services.ts';
import { GameSession } from './session.ts';
import type { LoggedCommand, RoomRecord } from './store.ts';
import { TurnClock } from './turn-clock.ts';
import { verifyToken, type Player } from './tokens.ts';

interface ClientInfo {
  player: Player;
  spectator: boolean;
  /** The seq of the last state this client was sent (null: none yet). */
  lastSeq: number | null;
  /** What that state showed (view, commands, timer), to skip states that show nothing new. */
  lastShown: string | null;
}

const MAX_CHAT_HISTORY = 100;

export class TableRoom extends Room {
  override maxClients = 64;
  override autoDispose = false;

  record!: RoomRecord;
  entry!: GameEntry;
  session: GameSession | null = null;
  private options: unknown;
  private readonly present = new Map<string, ClientInfo>();
  private readonly chat: ChatMessage[] = [];
  /** Every change to the game goes through this chain, one at a time, in arrival order. */
  private queue: Promise<void> = Promise.resolve();
  private turnClock!: TurnClock;
  private idleSince = Date.now();

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
    // A finished room opened again (a player came back after a restart) shows its final state too.
    if (record.status !== 'waiting') {
      const log = await store.commands(record.gameId);
      this.session = GameSession.replay(entry.definition, record.seats.length, game.options, log);
    }
    live.add(this);
    this.onMessage('*', (client, type, message) => this.receive(client, String(type), message));
    this.turnClock.schedule();
    // A finished room with nobody left in it closes after a while; so does a waiting room nobody joins.
    this.setSimulationInterval(() => this.closeIfIdle(), 10_000);
  }

  override onAuth(_client: Client, raw: unknown): ClientInfo {
    const parsed = joinOptions.safeParse(raw);
    if (!parsed.success) throw new Error('join needs a session token');
    const player = verifyToken(services().config.secret, parsed.data.token);
    if (!player) throw new Error('this session token is not valid here');
    return { player, spectator: parsed.data.spectate, lastSeq: null, lastShown: null };
  }

  override onJoin(client: Client, _options: unknown, auth: ClientInfo): void {
    this.present.set(client.sessionId, auth);
    this.connectionChanged();
    client.send('chat-history', this.chat);
    this.sendRoom(client);
    this.sendState(client, true);
  }

  override async onLeave(client: Client, consented: boolean): Promise<void> {
    const info = this.present.get(client.sessionId);
    this.present.delete(client.sessionId);
    this.connectionChanged();
    if (consented || !info) return;
    try {
      // A dropped connection may come back with its reconnection token; meanwhile a bot plays for it.
      await this.allowReconnection(client, 30);
      this.present.set(client.sessionId, info);
      this.connectionChanged();
      this.sendRoom(client);
      this.sendState(client, true);
    } catch {
      // Not back in time: a reload joins afresh with the session token and gets the seat back.
    }
  }

  override onDispose(): void {
    this.turnClock.stop();
    live.remove(this);
  }

  /** The seat this client plays, or null (spectators and players without a seat). */
  seatOf(info: ClientInfo): number | null {
    return info.spectator ? null : seatOf(this.record, info.player.playerId);
  }

  /** A human seat with nobody connected to it is played by a bot (托管). */
  isConnected(seat: number): boolean {
    const s = this.record.seats[seat];
    if (s.kind !== 'human') return false;
    for (const info of this.present.values())
      if (!info.spectator && info.player.playerId === s.playerId) return true;
    return false;
  }

  playedByBot(seat: number): boolean {
    return this.record.seats[seat].kind === 'bot' || !this.isConnected(seat);
  }

  private connectionChanged(): void {
    if (this.present.size > 0) this.idleSince = Date.now();
    this.broadcastRoom();
    this.turnClock.schedule();
  }

  private receive(client: Client, type: string, message: unknown): void {
    const info = this.present.get(client.sessionId);
    if (!info) return;
    let size: number;
    try {
      size = Buffer.byteLength(JSON.stringify(message) ?? '');
    } catch {
      return this.fail(client, 'bad-message', 'the message could not be read');
    }
    if (size > MAX_MESSAGE_BYTES)
      return this.fail(client, 'too-large', `messages are limited to ${MAX_MESSAGE_BYTES} bytes`);
    if (!Object.hasOwn(clientMessages, type))
      return this.fail(client, 'unknown-type', `there is no message "${type.slice(0, 40)}"`);
    const schema = clientMessages[type as ClientMessageType];
    const parsed = schema.safeParse(message ?? {});
    if (!parsed.success)
      return this.fail(client, 'bad-message', `bad ${type}: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
    const data = parsed.data as Record<string, unknown>;
    this.enqueue(() => this.handle(client, info, type as ClientMessageType, data));
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
        if (info.spectator) return this.fail(client, 'not-allowed', 'spectators cannot sit');
        return this.seatChange(client, sit(this.record, info.player, data.seat as number));
      case 'stand':
        return this.seatChange(client, stand(this.record, info.player));
      case 'addBot':
        return this.seatChange(client, addBot(this.record, info.player, data.seat as number));
      case 'removeBot':
        return this.seatChange(client, removeBot(this.record, info.player, data.seat as number));
      case 'start': {
        const bad = canStart(this.record, info.player);
        if (bad) return this.fail(client, 'not-allowed', bad);
        return this.start();
      }
      case 'again':
        if (this.record.host !== info.player.playerId)
          return this.fail(client, 'not-allowed', 'only the host starts another game');
        if (this.record.status !== 'finished')
          return this.fail(client, 'not-allowed', 'the game is not over');
        return this.nextGame();
      case 'command':
        return this.playerCommand(client, info, data.seq as number, data.command);
      case 'chat':
        if (
          this.record.status === 'playing' &&
          !this.entry.definition.tableChat &&
          this.seatOf(info) !== null
        )
          return this.fail(client, 'not-allowed', 'in this game players speak only in their turn');
        return this.postChat(info, data.text as string);
      case 'resync':
        return this.sendState(client, true);
    }
  }

  private async seatChange(client: Client, error: string | null): Promise<void> {
    if (error) return this.fail(client, 'not-allowed', error);
    await services().store.saveRoom(this.record);
    this.broadcastRoom();
    if (this.record.seats.every((s) => s.kind === 'bot')) await this.start();
  }

  /** Deal the game and start play. */
  async start(): Promise<void> {
    if (this.record.status !== 'waiting') return;
    this.session = new GameSession(this.entry.definition, this.record.seats.length, this.options);
    this.record.status = 'playing';
    await services().store.saveRoom(this.record);
    await services().store.setGameStatus(this.record.gameId, 'playing');
    this.broadcastRoom();
    // A new game: everyone gets it whole (a room's earlier game may have left them at a later seq).
    this.broadcastState(true);
    this.turnClock.schedule();
  }

  /** The same seats, a new deal: what the finished game hands on goes into the new options. */
  private async nextGame(): Promise<void> {
    const def = this.entry.definition;
    const carry = this.session && def.carryOver ? def.carryOver(this.session.state) : {};
    const oldGameId = this.record.gameId;
    this.options = { ...(this.entry.options(this.record.settings, randomInt(2 ** 31)) as object), ...carry };
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
    store.appendCommand(this.record.gameId, { seq: session.seq + 1, seat, command, source });
    session.commit(tried);
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
    this.broadcast('chat', line);
  }

  private fail(client: Client, code: ErrorMessage['code'], message: string): void {
    client.send('error', { code, message } satisfies ErrorMessage);
  }

  private viewerOf(info: ClientInfo): Viewer {
    return this.seatOf(info) ?? 'spectator';
  }

  seatInfo(): SeatInfo[] {
    return this.record.seats.map((s, seat) => ({
      seat,
      kind: s.kind,
      name: s.name,
      connected: s.kind === 'bot' || this.isConnected(seat),
    }));
  }

  private sendRoom(client: Client): void {
    const info = this.present.get(client.sessionId);
    if (!info) return;
    const def = this.entry.definition;
    const message: RoomMessage = {
      roomId: this.roomId,
      gameId: this.record.gameId,
      game: this.record.game,
      gameName: def.name,
      status: this.record.status,
      settings: this.record.settings,
      seats: this.seatInfo(),
      you: this.seatOf(info),
      host: this.record.host ?? '',
      isHost: this.record.host === info.player.playerId,
      glossary: this.glossary(),
    };
    client.send('room', message);
  }

  /** Display names for this game's views (the options decide the ruleset). */
  glossary(): unknown {
    return this.entry.definition.glossary(this.options);
  }

  private broadcastRoom(): void {
    for (const client of this.clients) this.sendRoom(client);
  }

  private sendState(client: Client, full: boolean): void {
    const info = this.present.get(client.sessionId);
    if (!info || !this.session) return;
    const message = this.session.stateFor(
      this.viewerOf(info),
      full ? null : info.lastSeq,
      this.turnClock.deadline,
    );
    // Nothing this client sees changed (another seat's hidden pass, a killer's night choice): send
    // nothing, so not even the arrival of a message tells it that someone acted.
    const shown = JSON.stringify([message.view, message.legal, message.waiting]);
    if (!full && message.log.length === 0 && shown === info.lastShown) return;
    info.lastSeq = message.seq;
    info.lastShown = shown;
    client.send('state', message);
  }

  private broadcastState(full = false): void {
    for (const client of this.clients) this.sendState(client, full);
  }

  private closeIfIdle(): void {
    if (this.present.size > 0) return;
    const idle = Date.now() - this.idleSince;
    // Playing rooms go on without anyone (bots play every seat) and waiting rooms wait for their
    // link to be used; a finished room closes once left alone (its game stays in the database).
    if (this.record.status === 'finished' && idle > 60_000) void this.disconnect();
  }
}

// The HTTP API (docs/api.md) and the web client's files.
import express, { type NextFunction, type Request, type Response } from 'express';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { gameEntry } from './games.ts';
import { live } from './live.ts';
import {
  createRoomRequest,
  sessionRequest,
  type CreateRoomResponse,
  type GameSummary,
  type SessionResponse,
} from './protocol.ts';
import { buildReplay, replayViewers } from './replay.ts';
import { checkSettings, createRoom } from './rooms.ts';
import { services } from './services.ts';
import { GameSession } from './session.ts';
import { newPlayerId, signToken, verifyToken, type Player } from './tokens.ts';

function playerOf(req: Request): Player | null {
  const auth = req.header('authorization');
  if (!auth?.startsWith('Bearer ')) return null;
  return verifyToken(services().config.secret, auth.slice('Bearer '.length));
}

function bad(res: Response, status: number, error: string): void {
  res.status(status).json({ error });
}

function origin(req: Request): string {
  return `${req.protocol}://${req.get('host') ?? 'localhost'}`;
}

export function httpApp(webDir: string | null): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(express.json({ limit: '16kb' }));

  app.get('/healthz', (_req, res) => {
    res.json({ ok: true, rooms: live.rooms().length });
  });

  app.post('/api/session', (req, res) => {
    const parsed = sessionRequest.safeParse(req.body);
    if (!parsed.success) return bad(res, 400, `bad session request: ${parsed.error.issues[0]?.message}`);
    const player = { playerId: newPlayerId(), name: parsed.data.name };
    const body: SessionResponse = { ...player, token: signToken(services().config.secret, player) };
    res.json(body);
  });

  app.post('/api/rooms', async (req, res) => {
    const parsed = createRoomRequest.safeParse(req.body ?? {});
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return bad(res, 400, `bad room request: ${issue?.path.join('.') || 'body'}: ${issue?.message}`);
    }
    const problem = checkSettings(parsed.data);
    if (problem) return bad(res, 400, problem);
    const room = await createRoom(parsed.data, playerOf(req));
    const body: CreateRoomResponse = {
      roomId: room.id,
      gameId: room.gameId,
      joinUrl: `${origin(req)}/room/${room.id}`,
    };
    res.status(201).json(body);
  });

  app.get('/api/rooms', (_req, res) => {
    const rooms = live
      .rooms()
      .filter((r) => r.record.status !== 'finished')
      .map((r) => ({
        roomId: r.roomId,
        gameId: r.record.gameId,
        game: r.record.game,
        status: r.record.status,
        seats: r.seatInfo(),
        settings: r.record.settings,
      }));
    res.json({ rooms });
  });

  app.get('/api/games/:id', async (req, res) => {
    const summary = await gameSummary(req.params.id);
    if (!summary) return bad(res, 404, `no game ${req.params.id}`);
    res.json(summary);
  });

  app.get('/api/games/:id/replay', async (req, res) => {
    const { store } = services();
    const game = await store.game(req.params.id);
    if (!game) return bad(res, 404, `no game ${req.params.id}`);
    if (game.status !== 'finished') return bad(res, 409, 'only a finished game can be replayed');
    const room = (await store.room(game.roomId))!;
    const viewers = replayViewers(req.query.viewer, room.seats.length);
    if (!viewers) return bad(res, 400, 'viewer must be a seat number, "spectator" or "all"');
    const frames = buildReplay(
      gameEntry(game.game)!,
      room.seats.length,
      game.options,
      await store.commands(game.id),
      viewers,
    );
    const glossary = gameEntry(game.game)!.definition.glossary(game.options);
    res.json({ gameId: game.id, commandCount: game.commandCount, glossary, frames });
  });

  app.use('/api', (_req, res) => bad(res, 404, 'no such API'));

  if (webDir) {
    app.use(express.static(webDir, { index: false, maxAge: '1h' }));
    // The web client routes by path (/room/ABC123, /replay/…): every other GET gets its page.
    const index = join(webDir, 'index.html');
    app.get(/^\/(?!api\/|healthz).*/, (_req, res) => {
      if (existsSync(index)) res.sendFile(index);
      else bad(res, 404, 'the web client is not built (npm run build)');
    });
  }

  // Malformed JSON and other request errors answer in words, never with a stack.
  app.use(
    (
      err: { status?: number; type?: string; message?: string },
      _req: Request,
      res: Response,
      _next: NextFunction,
    ) => {
      const status = err.status ?? 500;
      if (status >= 500) services().log.error({ err }, 'request failed');
      bad(
        res,
        status,
        err.type === 'entity.too.large'
          ? 'the request is too large'
          : status >= 500
            ? 'server error'
            : `bad request: ${err.message}`,
      );
    },
  );
  return app;
}

/** Status, progress, result and public log of a game, live or kept. */
async function gameSummary(gameId: string): Promise<GameSummary | null> {
  const { store } = services();
  const running = live.game(gameId);
  if (running) {
    const session = running.session;
    return {
      gameId,
      roomId: running.roomId,
      game: running.record.game,
      status: running.record.status,
      commandCount: session?.seq ?? 0,
      settings: running.record.settings,
      seats: running.seatInfo(),
      result: session?.result() ?? null,
      log: session?.log('spectator') ?? [],
      glossary: running.glossary(),
    };
  }
  const game = await store.game(gameId);
  if (!game) return null;
  const room = (await store.room(game.roomId))!;
  const entry = gameEntry(game.game)!;
  const session =
    game.status === 'waiting'
      ? null
      : GameSession.replay(entry.definition, room.seats.length, game.options, await store.commands(gameId));
  return {
    gameId,
    roomId: room.id,
    game: game.game,
    status: game.status,
    commandCount: session?.seq ?? 0,
    settings: room.settings,
    seats: room.seats.map((s, seat) => ({ seat, kind: s.kind, name: s.name, connected: false })),
    result: game.result,
    log: session?.log('spectator') ?? [],
    glossary: entry.definition.glossary(game.options),
  };
}

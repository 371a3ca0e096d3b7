// The replays one can look for: the finished games of a room (by its code), and the finished games
// a player sat in (their own only: a session token says who). Seeds, options and player ids stay
// on the server; a listing names the seats as the table showed them.
import type { Express, Request, Response } from 'express';
import { bad } from './http-answers.ts';
import type { GameListing } from './protocol.ts';
import { services } from './services.ts';
import type { FinishedGame } from './store.ts';
import { verifyToken } from './tokens.ts';

/** The most games one listing holds. */
export const GAME_LIST_MAX = 50;

function listing(g: FinishedGame, you: number | null): GameListing {
  return {
    gameId: g.gameId,
    roomId: g.roomId,
    game: g.game,
    ruleset: g.ruleset,
    commandCount: g.commandCount,
    result: g.result,
    finishedAt: g.finishedAt,
    seats: g.seats,
    you,
  };
}

export function gameListRoutes(app: Express): void {
  app.get('/api/rooms/:id/games', async (req: Request, res: Response) => {
    // Room codes are read out and typed: any case will do.
    const roomId = String(req.params.id).trim().toUpperCase();
    const { store } = services();
    if (!/^[A-Z0-9]{1,16}$/.test(roomId) || (await store.roomStatus(roomId)) === null)
      return bad(res, 404, `there is no room ${req.params.id}`);
    const games = await store.finishedGamesOfRoom(roomId, GAME_LIST_MAX);
    res.json({ roomId, games: games.map((g) => listing(g, null)) });
  });

  app.get('/api/me/games', async (req: Request, res: Response) => {
    const auth = req.header('authorization');
    if (!auth?.startsWith('Bearer '))
      return bad(res, 401, 'your games need your session token (Authorization: Bearer <token>)');
    const player = verifyToken(services().config.secret, auth.slice('Bearer '.length));
    if (!player)
      return bad(res, 401, 'this session token is not valid here (it may have expired): make a new session');
    const games = await services().store.finishedGamesOfPlayer(player.playerId, GAME_LIST_MAX);
    res.json({
      games: games.map((g) => listing(g, g.playerIds.indexOf(player.playerId))),
    });
  });
}

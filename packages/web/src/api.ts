// HTTP calls to the server and the guest session kept in localStorage.
import type {
  CreateRoomRequest,
  CreateRoomResponse,
  GameListing,
  GameSummary,
  HttpErrorBody,
  LogLine,
  ProblemParams,
  RulesPageResponse,
  RoomSettings,
  SeatInfo,
  SessionResponse,
} from '@fengsheng/server/protocol';

const SESSION_KEY = 'fengsheng.session';

export function loadSession(): SessionResponse | null {
  try {
    const raw = localStorage.getItem(SESSION_KEY);
    if (!raw) return null;
    const s = JSON.parse(raw) as Partial<SessionResponse>;
    return typeof s.token === 'string' && typeof s.name === 'string' ? (s as SessionResponse) : null;
  } catch {
    return null;
  }
}

export function saveSession(s: SessionResponse | null): void {
  try {
    if (s) localStorage.setItem(SESSION_KEY, JSON.stringify(s));
    else localStorage.removeItem(SESSION_KEY);
  } catch {
    // storage unavailable: the session lasts for this page only
  }
}

/** An error answer: its English words (for the console), and the reason the page says instead. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly reason?: string,
    readonly params?: ProblemParams,
  ) {
    super(message);
  }
}

/** `signed`: send the session token (every POST; a GET of your own things). */
async function call<T>(
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  signed = method === 'POST',
): Promise<T> {
  const headers: Record<string, string> = {};
  const session = loadSession();
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (signed && session) headers.Authorization = `Bearer ${session.token}`;
  const res = await fetch(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null;
  }
  if (!res.ok) {
    const body = (data && typeof data === 'object' ? data : {}) as Partial<HttpErrorBody>;
    const msg = body.error !== undefined ? String(body.error) : text || res.statusText;
    throw new HttpError(
      res.status,
      msg,
      typeof body.reason === 'string' ? body.reason : undefined,
      body.params,
    );
  }
  return data as T;
}

export function createSession(name: string): Promise<SessionResponse> {
  return call<SessionResponse>('POST', '/api/session', { name });
}

/** A fresh token for the same player and name; a 401 means the session is gone (expired or foreign). */
export function renewSession(): Promise<SessionResponse> {
  return call<SessionResponse>('POST', '/api/session/renew', {});
}

export function createRoom(req: CreateRoomRequest): Promise<CreateRoomResponse> {
  return call<CreateRoomResponse>('POST', '/api/rooms', req);
}

export interface RoomListing {
  roomId: string;
  gameId: string;
  game: string;
  status: string;
  seats: SeatInfo[];
  settings: RoomSettings;
}

export function listRooms(): Promise<{ rooms: RoomListing[] }> {
  return call<{ rooms: RoomListing[] }>('GET', '/api/rooms');
}

/** The finished games you sat in, the latest first. */
export function myGames(): Promise<{ games: GameListing[] }> {
  return call<{ games: GameListing[] }>('GET', '/api/me/games', undefined, true);
}

/** A room's finished games, the latest first. */
export function roomGames(roomId: string): Promise<{ roomId: string; games: GameListing[] }> {
  return call<{ roomId: string; games: GameListing[] }>(
    'GET',
    `/api/rooms/${encodeURIComponent(roomId)}/games`,
  );
}

export function getGame(gameId: string): Promise<GameSummary> {
  return call<GameSummary>('GET', `/api/games/${encodeURIComponent(gameId)}`);
}

export interface ReplayFrame {
  seq: number;
  views: Record<string, { view: unknown; log: LogLine[] }>;
}

export interface Replay {
  gameId: string;
  commandCount: number;
  glossary?: unknown;
  frames: ReplayFrame[];
}

export function getReplay(gameId: string, viewer: string): Promise<Replay> {
  return call<Replay>(
    'GET',
    `/api/games/${encodeURIComponent(gameId)}/replay?viewer=${encodeURIComponent(viewer)}`,
  );
}

export type RulesPage = RulesPageResponse;

export function rulesPath(game: string, ruleset: string): string {
  return `/rules/${encodeURIComponent(game)}/${encodeURIComponent(ruleset)}`;
}

export function getRules(game: string, ruleset: string): Promise<RulesPage> {
  return call<RulesPage>('GET', `/api${rulesPath(game, ruleset)}`);
}

/** A ruling's scenario played on the real table, in the shape of a replay. */
export function getScenarioReplay(
  game: string,
  ruleset: string,
  id: string,
  viewer: string,
): Promise<Replay> {
  return call<Replay>(
    'GET',
    `/api${rulesPath(game, ruleset)}/scenarios/${encodeURIComponent(id)}/replay?viewer=${encodeURIComponent(viewer)}`,
  );
}

/** The room id in a pasted code or link (`/room/<id>`, a full URL, or the bare code). */
export function roomIdFrom(input: string): string | null {
  const s = input.trim();
  if (!s) return null;
  // Room codes are upper case (server rooms.ts): a code read out and typed in lower case is the same.
  const m = /\/room\/([A-Za-z0-9_-]+)/.exec(s);
  if (m) return m[1].toUpperCase();
  return /^[A-Za-z0-9_-]+$/.test(s) ? s.toUpperCase() : null;
}

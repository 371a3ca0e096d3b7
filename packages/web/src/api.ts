// HTTP calls to the server and the guest session kept in localStorage.
import type {
  CreateRoomRequest,
  CreateRoomResponse,
  GameSummary,
  LogLine,
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

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = {};
  const session = loadSession();
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (method === 'POST' && session) headers.Authorization = `Bearer ${session.token}`;
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
    const msg =
      data && typeof data === 'object' && 'error' in data
        ? String((data as { error: unknown }).error)
        : text || res.statusText;
    throw new HttpError(res.status, msg);
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
  frames: ReplayFrame[];
}

export function getReplay(gameId: string, viewer: string): Promise<Replay> {
  return call<Replay>(
    'GET',
    `/api/games/${encodeURIComponent(gameId)}/replay?viewer=${encodeURIComponent(viewer)}`,
  );
}

/** The room id in a pasted code or link (`/room/<id>`, a full URL, or the bare code). */
export function roomIdFrom(input: string): string | null {
  const s = input.trim();
  if (!s) return null;
  const m = /\/room\/([A-Za-z0-9_-]+)/.exec(s);
  if (m) return m[1];
  return /^[A-Za-z0-9_-]+$/.test(s) ? s : null;
}

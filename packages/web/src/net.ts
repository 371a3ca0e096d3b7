// The websocket side of a room: join, keep the latest room/state/log/chat, send messages.
import { Client, type Room } from 'colyseus.js';
import { useCallback, useEffect, useRef, useState } from 'react';
import type {
  ChatMessage,
  CoachLine,
  ClientMessageType,
  ErrorMessage,
  LegalCommand,
  LogLine,
  RoomMessage,
  SeatInfo,
  ShownState,
  StateMessage,
  StaticMessage,
  TimedOutMessage,
} from '@fengsheng/server/protocol';
import { readState } from '@fengsheng/server/protocol';
import { withFields } from './logic/commands.ts';
import { localDeadline, type LocalWaiting } from './logic/deadline.ts';
import { onState } from './logic/seq.ts';
import { saidOf, type Said } from './logic/problems.ts';
import type { Lang } from './logic/glossary.ts';

export interface GameState {
  seq: number;
  view: unknown;
  legal: LegalCommand[];
  waiting: LocalWaiting;
  result: unknown;
  /** The coach's lines for this state (新手 rooms; empty elsewhere). */
  coach: CoachLine[];
}

export interface RoomConnection {
  status: 'connecting' | 'joined' | 'failed' | 'left';
  /** Why the room could not be joined or was left, for the page to say in its own words. */
  failure: Said | null;
  room: RoomMessage | null;
  /** The game's display names, sent once per connection. */
  glossary: unknown;
  state: GameState | null;
  log: LogLine[];
  chat: ChatMessage[];
  lastError: ErrorMessage | null;
  /** The last time your timer ran out: what was played for you (null: none since the page opened). */
  timedOut: TimedOutMessage | null;
  send(type: ClientMessageType, payload?: unknown): void;
  /**
   * Send `legal[index].command` against the last state seen, with `extra` fields merged in (the
   * typed text of a command whose label asks for input).
   */
  command(index: number, extra?: Record<string, unknown>): void;
}

export function wsEndpoint(): string {
  const proto = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return `${proto}://${window.location.host}`;
}

const GLOSSARY_KEY = 'fengsheng.glossary.';
/** How many times a dropped room is joined again before the page gives up. */
const MAX_REJOINS = 30;
/** Close codes the room uses (protocol.ts): a reload-worthy reason in words. */
const CLOSE_SLOW_CONSUMER = 4008;
/** Before asking again for a resync the server refused for its rate. */
const RESYNC_RETRY_MS = 5000;

/** The glossary of a ruleset, kept so the replay screen can name things too. */
export function rememberGlossary(game: string, ruleset: string, glossary: unknown): void {
  try {
    localStorage.setItem(`${GLOSSARY_KEY}${game}.${ruleset}`, JSON.stringify(glossary));
  } catch {
    // no room in storage: the replay shows ids
  }
}

export function recallGlossary(game: string, ruleset: string): unknown {
  try {
    const raw = localStorage.getItem(`${GLOSSARY_KEY}${game}.${ruleset}`);
    return raw ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
}

/**
 * The room's websocket. `lang` is the page's language: the server sends a state's words in it only,
 * and a switch asks for the whole state again in the new one.
 */
export function useRoomConnection(
  roomId: string,
  token: string | null,
  spectate: boolean,
  lang: Lang,
): RoomConnection {
  const [status, setStatus] = useState<RoomConnection['status']>('connecting');
  const [failure, setFailure] = useState<Said | null>(null);
  const [room, setRoom] = useState<RoomMessage | null>(null);
  const [glossary, setGlossary] = useState<unknown>(null);
  const [state, setState] = useState<GameState | null>(null);
  const [log, setLog] = useState<LogLine[]>([]);
  const [chat, setChat] = useState<ChatMessage[]>([]);
  const [lastError, setLastError] = useState<ErrorMessage | null>(null);
  const [timedOut, setTimedOut] = useState<TimedOutMessage | null>(null);
  const roomRef = useRef<Room | null>(null);
  const seqRef = useRef<number | null>(null);
  const legalRef = useRef<LegalCommand[]>([]);
  /** The last state read: the next change is written against it. */
  const shownRef = useRef<ShownState | null>(null);
  // Bumped to join again after the connection dropped (network, server restart).
  const [attempt, setAttempt] = useState(0);
  /** The page's language, as the room was last told it. */
  const langRef = useRef(lang);

  useEffect(() => {
    if (!token) return;
    let cancelled = false;
    let joined: Room | null = null;
    setStatus('connecting');
    setFailure(null);
    seqRef.current = null;
    shownRef.current = null;
    const client = new Client(wsEndpoint());
    const asked = langRef.current;
    client
      .joinById(roomId, { token, spectate, lang: asked })
      .then((r) => {
        if (cancelled) {
          void r.leave(true);
          return;
        }
        joined = r;
        roomRef.current = r;
        setStatus('joined');
        // The page switched language while joining: the room is told now.
        if (langRef.current !== asked) r.send('lang', { lang: langRef.current });
        let ruleset = 'standard';
        let game = '';
        let glossaryOfRoom: unknown = null;
        r.onMessage('static', (m: StaticMessage) => {
          game = m.game;
          // Named by its content, so the browser keeps it: another room of the same edition
          // costs nothing. A failed fetch leaves the ids on the table until the next join.
          void fetch(m.glossaryUrl)
            .then((res) => (res.ok ? res.json() : null))
            .then((g: unknown) => {
              if (cancelled || g === null) return;
              glossaryOfRoom = g;
              setGlossary(g);
              rememberGlossary(game, ruleset, g);
            })
            .catch(() => undefined);
        });
        r.onMessage('room', (m: RoomMessage) => {
          setRoom(m);
          const next = m.settings?.ruleset ?? 'standard';
          if (glossaryOfRoom !== null && next !== ruleset) rememberGlossary(m.game, next, glossaryOfRoom);
          ruleset = next;
        });
        // One seat whose player came or went: the rest of the room is as it was.
        r.onMessage('seat', (m: SeatInfo) =>
          setRoom((old) =>
            old ? { ...old, seats: old.seats.map((s) => (s.seat === m.seat ? m : s)) } : old,
          ),
        );
        r.onMessage('state', (m: StateMessage) => {
          const decision = onState(seqRef.current, m.seq, m.full, m.prevSeq);
          if (decision === 'resync') {
            r.send('resync', {});
            return;
          }
          if (decision === 'ignore') return;
          const fresh = m.full || seqRef.current !== m.seq;
          // A change is read against the state before it (onState checked it is the one we have).
          const shown = readState(shownRef.current, m);
          shownRef.current = shown;
          seqRef.current = m.seq;
          legalRef.current = shown.legal;
          const waiting = localDeadline(m.waiting, m.now, Date.now());
          setState({
            seq: m.seq,
            view: shown.view,
            legal: shown.legal,
            waiting,
            result: m.result,
            coach: m.coach ?? [],
          });
          if (m.full) setLog(m.log ?? []);
          else if (fresh && m.log?.length) setLog((old) => [...old, ...m.log]);
        });
        r.onMessage('chat', (m: ChatMessage) => setChat((old) => [...old.slice(-199), m]));
        r.onMessage('chat-history', (m: ChatMessage[]) => setChat(m.slice(-200)));
        r.onMessage('timedOut', (m: TimedOutMessage) => setTimedOut(m));
        r.onMessage('error', (m: ErrorMessage) => {
          setLastError(m);
          if (m.code === 'stale' || m.code === 'illegal') r.send('resync', {});
          // A refused resync (too many asked) is asked again later, or the table stays behind.
          if (m.code === 'rate-limited' && m.message.startsWith('resync'))
            setTimeout(() => !cancelled && r.send('resync', {}), RESYNC_RETRY_MS);
        });
        r.onLeave((code, reason?: string) => {
          if (cancelled) return;
          // Not our own leave: the seat is bound to the session token, so joining again puts us
          // back in it (the server may be restarting: it rebuilds the room from its log).
          setStatus('connecting');
          setFailure(
            code === CLOSE_SLOW_CONSUMER && reason
              ? { reason: 'slow' }
              : { reason: 'closed', params: { code } },
          );
          setTimeout(() => setAttempt((a) => a + 1), 1000);
        });
      })
      .catch((e: unknown) => {
        if (cancelled) return;
        if (attempt > 0 && attempt < MAX_REJOINS) {
          setTimeout(() => setAttempt((a) => a + 1), Math.min(5000, 500 * attempt));
          return;
        }
        setStatus('failed');
        setFailure(saidOf(e));
      });
    return () => {
      cancelled = true;
      roomRef.current = null;
      if (joined) void joined.leave(true);
    };
  }, [roomId, token, spectate, attempt]);

  // The player switched language: the room sends everything again in the new one.
  useEffect(() => {
    if (langRef.current === lang) return;
    langRef.current = lang;
    roomRef.current?.send('lang', { lang });
  }, [lang]);

  const send = useCallback((type: ClientMessageType, payload: unknown = {}) => {
    roomRef.current?.send(type, payload);
  }, []);

  const command = useCallback((index: number, extra?: Record<string, unknown>) => {
    const l = legalRef.current[index];
    const seq = seqRef.current;
    if (!l || seq === null || !roomRef.current) return;
    // Each command may be sent once per state: clear until the next state arrives.
    legalRef.current = [];
    setState((s) => (s ? { ...s, legal: [] } : s));
    roomRef.current.send('command', { seq, command: withFields(l.command, extra) });
  }, []);

  return { status, failure, room, glossary, state, log, chat, lastError, timedOut, send, command };
}

// The websocket side of a room: join, keep the latest room/state/log/chat, send messages.
import { Client, type Room } from 'colyseus.js';
import { useCallback, useEffect, useRef, useState } from 'react';
import type {
  ChatMessage,
  ClientMessageType,
  ErrorMessage,
  LegalCommand,
  LogLine,
  RoomMessage,
  SeatInfo,
  StateMessage,
  StaticMessage,
} from '@fengsheng/server/protocol';
import { withFields } from './logic/commands.ts';
import { localDeadline } from './logic/deadline.ts';
import { onState } from './logic/seq.ts';

export interface GameState {
  seq: number;
  view: unknown;
  legal: LegalCommand[];
  waiting: StateMessage['waiting'];
  result: unknown;
}

export interface RoomConnection {
  status: 'connecting' | 'joined' | 'failed' | 'left';
  failure: string | null;
  room: RoomMessage | null;
  /** The game's display names, sent once per connection. */
  glossary: unknown;
  state: GameState | null;
  log: LogLine[];
  chat: ChatMessage[];
  lastError: ErrorMessage | null;
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

export function useRoomConnection(roomId: string, token: string | null, spectate: boolean): RoomConnection {
  const [status, setStatus] = useState<RoomConnection['status']>('connecting');
  const [failure, setFailure] = useState<string | null>(null);
  const [room, setRoom] = useState<RoomMessage | null>(null);
  const [glossary, setGlossary] = useState<unknown>(null);
  const [state, setState] = useState<GameState | null>(null);
  const [log, setLog] = useState<LogLine[]>([]);
  const [chat, setChat] = useState<ChatMessage[]>([]);
  const [lastError, setLastError] = useState<ErrorMessage | null>(null);
  const roomRef = useRef<Room | null>(null);
  const seqRef = useRef<number | null>(null);
  const legalRef = useRef<LegalCommand[]>([]);
  // Bumped to join again after the connection dropped (network, server restart).
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!token) return;
    let cancelled = false;
    let joined: Room | null = null;
    setStatus('connecting');
    setFailure(null);
    seqRef.current = null;
    const client = new Client(wsEndpoint());
    client
      .joinById(roomId, { token, spectate })
      .then((r) => {
        if (cancelled) {
          void r.leave(true);
          return;
        }
        joined = r;
        roomRef.current = r;
        setStatus('joined');
        let ruleset = 'standard';
        let statics: StaticMessage | null = null;
        r.onMessage('static', (m: StaticMessage) => {
          statics = m;
          setGlossary(m.glossary);
          rememberGlossary(m.game, ruleset, m.glossary);
        });
        r.onMessage('room', (m: RoomMessage) => {
          setRoom(m);
          const next = m.settings?.ruleset ?? 'standard';
          if (statics && next !== ruleset) rememberGlossary(m.game, next, statics.glossary);
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
          seqRef.current = m.seq;
          legalRef.current = m.legal ?? [];
          const waiting = localDeadline(m.waiting, m.now, Date.now());
          setState({ seq: m.seq, view: m.view, legal: m.legal ?? [], waiting, result: m.result });
          if (m.full) setLog(m.log ?? []);
          else if (fresh && m.log?.length) setLog((old) => [...old, ...m.log]);
        });
        r.onMessage('chat', (m: ChatMessage) => setChat((old) => [...old.slice(-199), m]));
        r.onMessage('chat-history', (m: ChatMessage[]) => setChat(m.slice(-200)));
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
          setFailure(code === CLOSE_SLOW_CONSUMER && reason ? reason : `closed (${code})`);
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
        setFailure(e instanceof Error ? e.message : String(e));
      });
    return () => {
      cancelled = true;
      roomRef.current = null;
      if (joined) void joined.leave(true);
    };
  }, [roomId, token, spectate, attempt]);

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

  return { status, failure, room, glossary, state, log, chat, lastError, send, command };
}

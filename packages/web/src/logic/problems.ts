// Every error the page shows, in the page's language: the server's refusals carry a reason (and its
// params) beside English words meant for logs, websocket errors a code; the page never shows those
// English words, it says the reason (or the code) in its own.
import type { ProblemParams } from '@fengsheng/server/protocol';
import { modeKeys } from './games.ts';

/** What went wrong, as far as the page knows it. */
export interface Said {
  /** A server reason (protocol.ts PROBLEM_REASONS) or one of the page's own (`network`, `closed`). */
  reason?: string;
  /** A websocket error code, when there is no reason. */
  code?: string;
  params?: ProblemParams;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;
type Exists = (key: string) => boolean;

/** The lobby label a room setting is known by, to name it in an error. */
const FIELD_LABELS: Record<string, string> = {
  seats: 'lobby.seats',
  bots: 'lobby.bots',
  turnSeconds: 'lobby.timer',
  responseSeconds: 'lobby.responseTimer',
  setupSeconds: 'lobby.setupTimer',
  botLevel: 'lobby.botLevel',
  ruleset: 'lobby.ruleset',
  game: 'lobby.game',
};

/** What an HTTP error, a refused join or a failed fetch says, for `problemText`. */
export function saidOf(err: unknown): Said {
  if (err && typeof err === 'object') {
    const e = err as { reason?: unknown; params?: unknown; code?: unknown };
    const params = e.params && typeof e.params === 'object' ? (e.params as ProblemParams) : undefined;
    if (typeof e.reason === 'string') return { reason: e.reason, params };
    // A refused join: the client library hands the server's reason on as `code`.
    if (typeof e.code === 'string') return { reason: e.code, params };
    // fetch() itself failed: no answer from the server at all.
    if (err instanceof TypeError) return { reason: 'network' };
  }
  return {};
}

/** The page's words for what went wrong: never the server's English. */
export function problemText(t: Translate, exists: Exists, said: Said, extra?: ProblemParams): string {
  const params: Record<string, unknown> = { ...said.params, ...extra };
  if (typeof params.field === 'string' && FIELD_LABELS[params.field])
    params.field = t(FIELD_LABELS[params.field]);
  // A mode the page knows is named in its words (an unknown one stays the id the host sent).
  if (typeof params.mode === 'string' && exists(modeKeys(params.mode).name))
    params.mode = t(modeKeys(params.mode).name);
  if (said.reason && exists(`errors.reason.${said.reason}`)) return t(`errors.reason.${said.reason}`, params);
  if (said.code && exists(`errors.code.${said.code}`)) return t(`errors.code.${said.code}`, params);
  return t('errors.unknown');
}

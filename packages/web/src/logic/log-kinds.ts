// How each game's log is laid out: which events head a new part of it (a turn, a night, a day),
// and which are routine (a pass) and stay folded away unless asked for. Event types only, named by
// each game's engine; the words come from the server.

export interface LogKinds {
  readonly headings: ReadonlySet<string>;
  readonly routine: ReadonlySet<string>;
}

export const FENGSHENG_LOG: LogKinds = { headings: new Set(['turnStart']), routine: new Set(['pass']) };
export const KILLER_LOG: LogKinds = { headings: new Set(['nightFalls', 'dawn']), routine: new Set(['pass']) };
export const NO_KINDS: LogKinds = { headings: new Set(), routine: new Set() };

export function logKindsOf(game: string | undefined): LogKinds {
  return game === 'killer'
    ? KILLER_LOG
    : game === 'fengsheng' || game === undefined
      ? FENGSHENG_LOG
      : NO_KINDS;
}

/** The type of the event a log line tells, if the line carries one. */
export function eventTypeOf(event: unknown): string | null {
  const type = event && typeof event === 'object' ? (event as { type?: unknown }).type : null;
  return typeof type === 'string' ? type : null;
}

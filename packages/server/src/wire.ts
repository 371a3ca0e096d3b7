// A state as one connection is sent it: its words in that connection's language only, and each log
// line's event cut to what a client reads of it. The session keeps the whole truth (both languages,
// full events): the coach and the turn clock read it on the server, and HTTP replays serve it.
//
// Why one language: the words are most of a log line (issue 12's measure: 239 B of a 1,030 B state
// message were zh + en text). A client says its language when it joins and again when its player
// switches; a switch is answered with a full state in the new language, so every line it shows is
// in one language (a change never mixes them). A client that says nothing gets both, as before.
import type { LegalCommand, LogLine, Text } from './protocol.ts';
import type { ShownState } from './state-patch.ts';

export type Lang = 'zh' | 'en';

/** What a client reads of a log line's event: its type (how the log lays it out) and privacy. */
export interface SentEvent {
  type: string;
  /** Present (true) only on a line addressed to some seats. */
  private?: true;
}

/** A text in one language, the other left empty (null: both, for a client that did not say). */
export function textIn(text: Text, lang: Lang | null): Text {
  if (lang === null) return text;
  return lang === 'zh' ? { zh: text.zh, en: '' } : { zh: '', en: text.en };
}

/**
 * The part of an event a client reads: the web's log shows the line's words, lays it out by the
 * event's type (a turn's heading, a routine pass) and marks a private one. Anything else of the
 * event (cards, seats, targets) is in the words already, or in the view.
 */
export function sentEvent(event: unknown): SentEvent | null {
  if (event === null || typeof event !== 'object') return null;
  const e = event as { type?: unknown; private?: unknown; to?: unknown };
  if (typeof e.type !== 'string') return null;
  return e.private === true || Array.isArray(e.to) ? { type: e.type, private: true } : { type: e.type };
}

function sentLine(line: LogLine, lang: Lang | null): LogLine {
  return { seq: line.seq, text: textIn(line.text, lang), event: sentEvent(line.event) };
}

function sentLegal(legal: LegalCommand, lang: Lang | null): LegalCommand {
  if (lang === null) return legal;
  return { command: legal.command, label: { ...legal.label, text: textIn(legal.label.text, lang) } };
}

/** The state as this connection is sent it (a new object; the session's own is left as it is). */
export function stateIn(state: ShownState, lang: Lang | null): ShownState {
  return {
    seq: state.seq,
    prevSeq: state.prevSeq,
    view: state.view,
    legal: lang === null ? state.legal : state.legal.map((l) => sentLegal(l, lang)),
    waiting: state.waiting,
    log: state.log.map((l) => sentLine(l, lang)),
    full: state.full,
    result: state.result,
    now: state.now,
    // The coach's lines keep both languages: the page keeps their history as they come, so a line in
    // one language would stay in it after a switch (新手 games only: few bytes).
    coach: state.coach,
  };
}

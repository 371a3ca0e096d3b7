// What a determinization needs that the view leaves out but the seat's own log tells: how the
// intel in transit travels (face up, decoded by whom, 退回), who holds priority first since the
// last action or window opening (hence the passes so far), the next frame id, and (for games with
// characters) whether the current player has used a card this turn and how the players out of the
// game lost.
import type { EventView, Frame, GameView, Seat } from '@fengsheng/engine';

export interface LogFacts {
  passingFaceUp: boolean;
  bounced: boolean;
  seenBy: Seat[];
  /** The intel in transit was swapped on the way (偷龙转凤, 调包): nobody saw the new one. */
  swapped: boolean;
  priority: Seat;
  passes: number;
  nextFrameId: number;
  /** The current player has used a card this turn (skills usable only 出牌前 read it). */
  usedCard: boolean;
  /** By seat: why a player who lost lost (败露 loses alone), when the log says. */
  lostBy: ('cannotSend' | 'exposed' | null)[];
}

function isActiveView(v: GameView, seat: Seat): boolean {
  const p = v.players[seat];
  return p.alive && !p.lost;
}

function nextActiveView(v: GameView, seat: Seat): Seat {
  const n = v.players.length;
  for (let i = 1; i < n; i++) {
    const t = (seat + i) % n;
    if (isActiveView(v, t)) return t;
  }
  return -1;
}

/** Events after which the next priority holder is the window's first seat, not the last actor's right. */
const OPENS = new Set(['resolve', 'fizzle', 'turnStart', 'send', 'arrive', 'refuse', 'transmit', 'receive']);

export function readLog(
  v: GameView,
  seen: readonly EventView[],
  me: Seat,
  frames: readonly { frame: Frame }[],
  exact: boolean,
): LogFacts {
  let swapped = false;
  let passingFaceUp = false;
  let bounced = false;
  const decodes = new Map<number, Seat>();
  let seenBy: Seat[] = [];
  let lastSend = -1;
  for (let i = seen.length - 1; i >= 0; i--)
    if (seen[i].type === 'send') {
      lastSend = i;
      break;
    }
  if (v.passing && lastSend >= 0) {
    passingFaceUp = seen[lastSend].faceUp as boolean;
    for (let i = lastSend + 1; i < seen.length; i++) {
      const e = seen[i];
      if (e.type === 'intelTurnedUp') passingFaceUp = true;
      // Read only for the searcher (`exact`): the lookahead's samples stay as they were.
      if (exact && e.type === 'transitSwapped') {
        swapped = true;
        seenBy = [];
        passingFaceUp = e.faceUp as boolean;
      }
      // 退回 marks the intel until it next moves on (the flag outlives its arrive window).
      if (e.type === 'bounced') bounced = true;
      if (e.type === 'arrive' || e.type === 'transmit') bounced = false;
      if (e.type === 'use' && e.fn === 'decode') decodes.set(e.frame as number, e.seat as Seat);
      if (e.type === 'resolve' && !e.countered) {
        const d = decodes.get(e.frame as number);
        if (d !== undefined && !seenBy.includes(d)) seenBy.push(d);
      }
    }
  }
  // Who holds priority first since the last action or opening, hence the passes so far.
  let priority = -1;
  let passes = 0;
  let nextFrameId = 1;
  for (const e of seen) if (e.type === 'use') nextFrameId = Math.max(nextFrameId, (e.frame as number) + 1);
  for (const f of frames) nextFrameId = Math.max(nextFrameId, f.frame.id + 1);
  if (v.window) {
    const first = isActiveView(v, v.current) ? v.current : nextActiveView(v, v.current);
    let start = first;
    for (let i = seen.length - 1; i >= 0; i--) {
      const t = seen[i].type;
      if (t === 'use') {
        const nx = nextActiveView(v, seen[i].seat as Seat);
        start = nx < 0 ? (seen[i].seat as Seat) : nx;
        break;
      }
      if (OPENS.has(t)) break;
    }
    priority = v.pending?.kind === 'priority' ? me : first;
    if (v.pending?.kind === 'priority') {
      let s = start;
      for (let k = 0; k < v.players.length && s !== me && s >= 0; k++) {
        passes++;
        s = nextActiveView(v, s);
      }
    }
  }
  // A card (not a skill: its use shows no card) used by the current player since the turn began.
  let usedCard = false;
  for (let i = seen.length - 1; i >= 0; i--) {
    const e = seen[i];
    if (e.type === 'turnStart') break;
    if (e.type === 'use' && e.seat === v.current && e.card !== null) usedCard = true;
  }
  const lostBy: LogFacts['lostBy'] = v.players.map(() => null);
  for (const e of seen) if (e.type === 'lose') lostBy[e.seat as Seat] = e.why as 'cannotSend' | 'exposed';
  return {
    passingFaceUp:
      passingFaceUp || !!(v.passing?.card.face && v.passing.sender !== me && !seenBy.includes(me)),
    bounced,
    seenBy,
    swapped,
    priority,
    passes,
    nextFrameId,
    usedCard,
    lostBy,
  };
}

// What a page received from its room, read off the websocket as the page's own client reads it: a
// Colyseus room-data frame (13, the message type as a short string, a msgpack body), and each
// 'state' message applied to the one before (readState), so a test can check the views the
// browser was sent, not only what it drew.
import { unpack } from '@colyseus/msgpackr';
import type { Page } from 'playwright-core';
import { readState, type ShownState, type StateMessage } from '@fengsheng/server/protocol';

/** Colyseus's code for a message sent with `client.send(type, message)`. */
const ROOM_DATA = 13;

/** The type and body of a room-data frame, or null for any other frame. */
function roomData(frame: Buffer): { type: string; body: unknown } | null {
  if (frame.length < 2 || frame[0] !== ROOM_DATA) return null;
  // The type is a msgpack string: fixstr (0xa0 | length) or str8 (0xd9, then the length).
  let at = 1;
  let length: number;
  if ((frame[at] & 0xe0) === 0xa0) length = frame[at++] & 0x1f;
  else if (frame[at] === 0xd9) {
    length = frame[at + 1];
    at += 2;
  } else return null;
  const type = frame.toString('utf8', at, at + length);
  at += length;
  return { type, body: at < frame.length ? unpack(frame.subarray(at)) : undefined };
}

/**
 * Every state the page is sent from now on, as read (whole views). Attach before the page joins the
 * room; a new connection starts again from its full state.
 */
export function recordStates(page: Page): ShownState[] {
  const states: ShownState[] = [];
  let last: ShownState | null = null;
  page.on('websocket', (ws) => {
    ws.on('framereceived', ({ payload }) => {
      if (typeof payload === 'string') return;
      const data = roomData(payload);
      if (!data || data.type !== 'state') return;
      const message = data.body as StateMessage;
      if (!message.full && last?.seq !== message.prevSeq)
        throw new Error(
          `state ${message.seq} is written against ${message.prevSeq}, the page has ${last?.seq}`,
        );
      last = readState(message.full ? null : last, message);
      states.push(last);
    });
  });
  return states;
}

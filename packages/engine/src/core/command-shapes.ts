// What a seat may send: the commands the engine applies, and what applying one answers.
import type { Delivery, FnId, GameState, Handle, Seat } from './types.ts';
import type { GameEvent } from './events.ts';

export type Command =
  | { type: 'pass' }
  | { type: 'use'; card: Handle; as?: FnId; target?: CommandTarget }
  /** `direction: -1` sends 密电/文本 to the left (逢缘); `secret` sends 文本 as 密电 (加密). */
  | {
      type: 'send';
      card: Handle;
      to?: Seat;
      direction?: 1 | -1;
      secret?: boolean;
      /** The delivery chosen for a card that may go any way (危险情报). */
      delivery?: Delivery;
    }
  | { type: 'accept' }
  | { type: 'refuse' }
  | { type: 'discard'; card: Handle }
  /** Answer a choice: one pick, or none to stop once enough are picked. */
  | { type: 'choose'; pick?: { seat?: Seat; card?: Handle; value?: string } }
  /** Use an active character skill while holding priority. */
  | { type: 'skill'; skill: string; target?: CommandTarget }
  /** `up`: the face a state character is placed with (its owner's choice); others take none. */
  | { type: 'chooseCharacter'; character: string; up?: boolean };

export interface CommandTarget {
  seat?: Seat;
  frame?: number;
  /** An intel card (by its handle) in some player's intel area. */
  intel?: Handle;
}

export type ApplyResult = { ok: true; state: GameState; events: GameEvent[] } | { ok: false; error: string };

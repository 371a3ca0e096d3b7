// What a room makes of a message from a connection before acting on it: its size, that the type
// exists, that it fits its schema. Bad input gets a clear error and changes nothing.
import { clientMessages, MAX_MESSAGE_BYTES, type ClientMessageType, type ErrorMessage } from './protocol.ts';

export type Intake =
  | { ok: true; type: ClientMessageType; data: Record<string, unknown> }
  | { ok: false; code: ErrorMessage['code']; message: string };

/** Read one client message of `type`: the parsed data, or the refusal to send back. */
export function readClientMessage(type: string, message: unknown): Intake {
  let size: number;
  try {
    size = Buffer.byteLength(JSON.stringify(message) ?? '');
  } catch {
    return { ok: false, code: 'bad-message', message: 'the message could not be read' };
  }
  if (size > MAX_MESSAGE_BYTES)
    return { ok: false, code: 'too-large', message: `messages are limited to ${MAX_MESSAGE_BYTES} bytes` };
  if (!Object.hasOwn(clientMessages, type))
    return { ok: false, code: 'unknown-type', message: `there is no message "${type.slice(0, 40)}"` };
  const schema = clientMessages[type as ClientMessageType];
  const parsed = schema.safeParse(message ?? {});
  if (!parsed.success)
    return {
      ok: false,
      code: 'bad-message',
      message: `bad ${type}: ${parsed.error.issues[0]?.message ?? 'invalid'}`,
    };
  return { ok: true, type: type as ClientMessageType, data: parsed.data as Record<string, unknown> };
}

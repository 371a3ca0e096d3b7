// Guest sessions: a signed token binds a browser to a player id and a name, with no account.
// The token is `base64url(payload).base64url(hmac)`; anyone can read it, nobody can forge it. It is
// good until its expiry (`e`, ms epoch); `POST /api/session/renew` trades a good one for a fresh one.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export interface Player {
  playerId: string;
  name: string;
}

function mac(secret: Buffer, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url');
}

export function newPlayerId(): string {
  return randomBytes(9).toString('base64url');
}

export function signToken(secret: Buffer, player: Player, expiresAt: number): string {
  const payload = Buffer.from(JSON.stringify({ p: player.playerId, n: player.name, e: expiresAt })).toString(
    'base64url',
  );
  return `${payload}.${mac(secret, payload)}`;
}

/**
 * The player a token stands for, or null when it is malformed, not signed by this server or past
 * its expiry (a token from before tokens had one counts as expired).
 */
export function verifyToken(secret: Buffer, token: unknown, now = Date.now()): Player | null {
  if (typeof token !== 'string' || token.length > 512) return null;
  const [payload, sig, extra] = token.split('.');
  if (!payload || !sig || extra !== undefined) return null;
  const want = Buffer.from(mac(secret, payload));
  const got = Buffer.from(sig);
  if (want.length !== got.length || !timingSafeEqual(want, got)) return null;
  try {
    const data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      p?: unknown;
      n?: unknown;
      e?: unknown;
    };
    if (typeof data.p !== 'string' || typeof data.n !== 'string') return null;
    if (typeof data.e !== 'number' || data.e <= now) return null;
    return { playerId: data.p, name: data.n };
  } catch {
    return null;
  }
}

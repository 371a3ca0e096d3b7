// A room's settings are checked against the edition asked for: its own seat range, and characters
// only where the edition has them. Refused settings get a sentence saying why, before any room exists.
import { describe, expect, it } from 'vitest';
import { createRoomRequest } from '../src/protocol.ts';
import { checkSettings } from '../src/rooms.ts';

function settings(raw: Record<string, unknown>) {
  return createRoomRequest.parse({ game: 'fengsheng', seats: 5, bots: 4, ...raw });
}

describe('room settings by edition', () => {
  it('风声再临 is offered for 3 to 7 seats, the 2010 edition up to 9', () => {
    expect(checkSettings(settings({ ruleset: 'zailin', seats: 7, bots: 6 }))).toBeNull();
    expect(checkSettings(settings({ ruleset: 'zailin', seats: 8, bots: 7 }))?.message).toMatch(
      /3 to 7 players/,
    );
    expect(checkSettings(settings({ ruleset: 'standard', seats: 9, bots: 8 }))).toBeNull();
  });
  it('风声再临 is offered with its characters now that all 25 exist, as the 2010 edition is', () => {
    expect(checkSettings(settings({ ruleset: 'zailin', options: { characters: true } }))).toBeNull();
    expect(checkSettings(settings({ ruleset: 'standard', options: { characters: true } }))).toBeNull();
  });
  it('an edition the game does not have is refused, naming the ones it has', () => {
    expect(checkSettings(settings({ ruleset: 'deluxe' }))?.message).toMatch(
      /no ruleset "deluxe".*standard, zailin, online/,
    );
  });
});

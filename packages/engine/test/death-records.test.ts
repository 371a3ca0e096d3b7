// The list of the dead every seat is shown (`deaths` in a view) and the record behind it, which the
// missions read (老鬼 shows her hand at her death, 黑玫瑰 counts the dead who held a true intel):
// each record is its own player's, taken as the dying begins and taken again when the death
// becomes final. A scenario cannot state these lists, so these tests play scenario files and read
// what the table shows.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyInPlace, createGame, getRuleset, view } from '../src/index.ts';
import type { Command, GameState } from '../src/index.ts';
import { scenarioGame } from '../src/scenario/index.ts';
import { formatFace } from '../src/scenario/names.ts';

/** Play a scenario file of `scenarios/` to its end and return the table. */
function played(file: string): GameState {
  const g = scenarioGame(readFileSync(join(import.meta.dirname, 'scenarios', file), 'utf8'));
  if (!g.ok) throw new Error(g.errors.join('; '));
  // The runner hands its game options over untyped (they are the file's, read by zod).
  const { state: s } = createGame(g.options as Parameters<typeof createGame>[0]);
  for (const c of g.commands) {
    const r = applyInPlace(s, c.seat, c.command as Command);
    if (!r.ok) throw new Error(r.error);
  }
  return s;
}

/** The list of the dead as a seat sees it: each seat with its intel's faces, in scenario words. */
function deathsSeenBy(s: GameState, seat: number): { seat: number; intel: string[] }[] {
  return view(s, seat).deaths.map((d) => ({ seat: d.seat, intel: d.intel.map(formatFace).sort() }));
}

describe('the list of the dead', () => {
  it('after three deaths each of the dead is listed with their own intel, not with that of a later death', () => {
    // C dies first; on a later turn 钢铁特工 (B), dying, gives D a third false intel with his 核能芯片:
    // D's death is settled before his, and the game ends inside his own (A is the last one left).
    const s = played(
      'zailin-characters/steel-agent-nuclear-chip-after-an-earlier-death-his-victim-dies-before-him.yaml',
    );
    const c = { seat: 2, intel: ['black intercept', 'black lock encrypted', 'black lure'] };
    const d = {
      seat: 3,
      intel: ['black burn', 'black redirect', 'black sowDiscord', 'blue lock encrypted'],
    };
    const b = { seat: 1, intel: ['black decode', 'black redirect', 'black sowDiscord'] };
    for (const seat of [0, 1, 2, 3]) expect(deathsSeenBy(s, seat)).toStrictEqual([c, d, b]);
  });
});

describe('a death the end of the game interrupts (钢铁特工 wins while dying)', () => {
  // B (钢铁特工, 潜伏) dies of a third false intel and, while dying, gives himself a third red intel
  // with his 核能芯片: the 潜伏战线 wins at once, before his death is final, so his record is the one
  // taken as his dying began.
  const file = 'zailin-characters/steel-agent-nuclear-chip-his-own-victory-while-he-is-dying.yaml';

  it('the list of the dead shows the five intel he died with, not the red he gave himself after', () => {
    const s = played(file);
    expect(s.result?.camps).toStrictEqual(['red']);
    const died = ['black burn', 'black lock encrypted', 'black redirect', 'red burn', 'red redirect'];
    for (const seat of [0, 1, 2, 3]) expect(deathsSeenBy(s, seat)).toStrictEqual([{ seat: 1, intel: died }]);
    // His intel area, which every seat sees, does hold the red he received while dying.
    expect(view(s, 0).players[1].intel.map((c) => formatFace(c.face!))).toContain('red lure');
  });

  it('his record keeps the hand he held as his dying began: the red lure he then gave himself is in it', () => {
    const s = played(file);
    const faces = getRuleset('zailin').cards;
    expect(s.deaths).toHaveLength(1);
    expect(s.deaths[0].hand.map((c) => formatFace(faces[c])).sort()).toStrictEqual([
      'black intercept',
      'red lure',
    ]);
  });
});

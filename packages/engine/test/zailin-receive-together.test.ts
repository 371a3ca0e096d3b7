// 黑玫瑰 血染 例② (seed 001): 通过【血染】分予某位玩家两张假情报并成功接收，若此时玩家有针对“情报成功接收时”的触发
// 技能，则仅能触发一次，不会因同时收到多张而触发多次。No character written so far has a skill that fires on
// receiving intel, so this test looks at the timing point itself: the cards given to one player
// land together and wake the 获得情报 point (the `intelGained` task) once, not once a card.
import { describe, expect, it } from 'vitest';
import { applyInPlace, createGame, getRuleset } from '../src/index.ts';
import { formatFace } from '../src/scenario/index.ts';
import type { Command, GameState } from '../src/index.ts';

const cards = getRuleset('zailin').cards;
function card(name: string, used: Set<number>): number {
  const id = cards.findIndex((f, i) => !used.has(i) && formatFace(f) === name);
  if (id < 0) throw new Error(`no card ${name}`);
  used.add(id);
  return id;
}

function play(s: GameState, seat: number, cmd: Command): void {
  const r = applyInPlace(s, seat, cmd);
  if (!r.ok) throw new Error(r.error);
}

function choose(s: GameState, seat: number, c: number | { seat: number }): void {
  const pick = typeof c === 'number' ? { card: s.handleOf[c] } : c;
  play(s, seat, { type: 'choose', pick });
}

describe('风声再临 血染 例②: two false intel given to one player are one receipt', () => {
  it('the cards land together and the receiving point is reached once for that player', () => {
    const used = new Set<number>();
    const top = ['black lure', 'black intercept', 'red lure', 'blue burn', 'red lock'].map((n) =>
      card(n, used),
    );
    const hand = card('blue reinforce', used);
    const { state: s } = createGame({
      ruleset: 'zailin',
      players: 3,
      seed: 1,
      characters: true,
      setup: {
        camps: ['red', 'blue', 'red'],
        characters: ['blackRose', null, null],
        characterUp: [false, false, false],
        hands: [[hand], [], []],
        deck: top,
        firstPlayer: 0,
        skipFirstDraw: true,
      },
    });
    play(s, 0, { type: 'skill', skill: 'bloodStain' });
    choose(s, 0, top[0]);
    choose(s, 0, { seat: 2 });
    choose(s, 0, top[1]);
    // Watch the agenda as the second card's receiver is chosen: the receipts are queued, then run.
    const seen: string[] = [];
    const push = s.tasks.push.bind(s.tasks);
    s.tasks.push = (...ts) => {
      for (const t of ts) if (t.run === 'intelGained') seen.push(String(t.data.seat));
      return push(...ts);
    };
    choose(s, 0, { seat: 2 });
    expect(s.players[2].intel).toEqual([top[0], top[1]]);
    expect(seen).toEqual(['2']);
  });
});

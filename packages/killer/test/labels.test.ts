// The server labels a seat's whole list of commands at once (`describeCommands`): in 杀人游戏 every
// command's words and click target are its own, the same as when it is labelled alone (a log line).
import { describe, expect, it } from 'vitest';
import { killerGame } from '../src/index.ts';

describe('killer command labels', () => {
  it('a seat’s whole list labelled at once gives each command the label it has alone', () => {
    let lists = 0;
    for (let seed = 1; seed <= 6; seed++) {
      let s = killerGame.create({ players: 8 + (seed % 5), seed }).state;
      let rng = seed;
      for (let step = 0; step < 400 && !killerGame.result(s); step++) {
        const p = killerGame.pending(s);
        if (!p) break;
        const legal = killerGame.legalCommands(s, p.seat);
        const v = killerGame.view(s, p.seat);
        const labels = killerGame.describeCommands(v, legal);
        expect(labels).toEqual(legal.map((c) => killerGame.describeCommand(v, c)));
        if (legal.length > 1) lists++;
        rng = (rng * 1103515245 + 12345) % 2147483648;
        const picked = legal[rng % legal.length];
        // A speech or night message carries words the player types.
        const command =
          picked.type === 'speak' || picked.type === 'nightChat' ? { ...picked, text: '我是好人' } : picked;
        const r = killerGame.apply(s, p.seat, command);
        if (!r.ok) throw new Error(r.error);
        s = r.state;
      }
    }
    expect(lists).toBeGreaterThan(20);
  });
});

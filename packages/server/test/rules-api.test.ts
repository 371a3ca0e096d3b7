// Rules pages and "show me" over HTTP: each edition's rules as its engine builds them, a shipped
// scenario replayed like a finished game, and the route's guards (unknown names, paths, limits).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/app.ts';
import { get, testServer } from './helpers/server.ts';

interface Text {
  zh: string;
  en: string;
}
interface Doc {
  name: Text;
  sections: { id: string; paragraphs: Text[] }[];
  tables: { id: string; rows: (number | Text)[][] }[];
  lists: { id: string; entries: { id: string; name: Text; text?: Text; parts?: unknown[] }[] }[];
  scenarios: { id: string; name: string; seats: number; seatNames: string[]; concerns: string[] }[];
}
interface Replay {
  gameId: string;
  commandCount: number;
  glossary: Record<string, Record<string, Text>>;
  frames: { seq: number; views: Record<string, { view: unknown; log: { text: Text }[] }> }[];
}

let server: RunningServer;
beforeAll(async () => {
  // One replay build at a time and one waiting: the third at once is turned away.
  server = await testServer({ limits: { replayBuilds: 1 } });
});
afterAll(async () => {
  await server.close();
});

const rules = (path: string) => get<Doc>(`${server.url}/api/rules/${path}`);
const table = (d: Doc, id: string) => d.tables.find((t) => t.id === id)!.rows;
const list = (d: Doc, id: string) => d.lists.find((l) => l.id === id)!.entries;

describe('GET /api/rules/:game/:ruleset', () => {
  it('the standard edition: identities by player count, the deck counted from its cards, cards, characters, scenarios', async () => {
    const { status, body } = await rules('fengsheng/standard');
    expect(status).toBe(200);
    expect(body.name.zh).toContain('标准');
    // Seed 004's table: 5 players 2/2/1; 4 players also 2/2/0 (初次游戏).
    expect(table(body, 'identities')).toContainEqual([5, 2, 2, 1, 5]);
    expect(table(body, 'identities')).toContainEqual([
      { zh: '4（可选配置）', en: '4 (optional row)' },
      2,
      2,
      0,
      4,
    ]);
    // Seed 000: 81 cards, 25 red 25 blue 31 black; 锁定 all 直达 3/3/6.
    const deck = table(body, 'deck');
    expect(deck.at(-1)).toEqual([{ zh: '全部', en: 'All cards' }, 25, 25, 31, 32, 32, 17, 81]);
    expect(deck.find((r) => (r[0] as Text).zh === '锁定')).toEqual([
      { zh: '锁定', en: 'Lock' },
      3,
      3,
      6,
      0,
      12,
      0,
      12,
    ]);
    expect(list(body, 'cards')).toHaveLength(9);
    expect(list(body, 'cards').every((e) => e.text!.zh && e.text!.en)).toBe(true);
    expect(list(body, 'characters')).toHaveLength(30);
    expect(body.sections.map((s) => s.id)).toEqual(['setup', 'turn', 'passing', 'death', 'victory']);
    const bounce = body.scenarios.find((s) => s.id === 'bounce-reverses-the-direction')!;
    expect(bounce).toMatchObject({
      seats: 5,
      seatNames: ['A', 'B', 'C', 'D', 'E'],
      concerns: ['cards/bounce'],
    });
    expect(body.scenarios.some((s) => s.concerns.includes('characters/beauty'))).toBe(true);
    // Only this edition's scenarios.
    expect(body.scenarios.some((s) => s.id === 'agent-wins-with-six-true-intel')).toBe(false);
  });

  it('风声再临: spare identity cards at 3 players, the 87 cards with the printed totals', async () => {
    const { status, body } = await rules('fengsheng/zailin');
    expect(status).toBe(200);
    expect(table(body, 'identities')[0]).toEqual([3, 1, 1, 2, 4]);
    // Seed 001: 密电41 直达31 文本10 危险情报5; 真42 假42 双色3; 加密15.
    const all = table(body, 'deck').at(-1)!;
    expect(all.slice(1)).toEqual([21, 21, 42, 3, 41, 31, 10, 15, 29, 5, 87]);
    expect(body.scenarios.some((s) => s.id === 'agent-wins-with-six-true-intel')).toBe(true);
  });

  it('杀人游戏: police, killers and civilians by player count, its roles', async () => {
    const { status, body } = await rules('killer/standard');
    expect(status).toBe(200);
    expect(table(body, 'identities')).toContainEqual([12, 3, 3, 6]);
    expect(table(body, 'identities')).toHaveLength(9);
    expect(list(body, 'roles').map((e) => e.id)).toEqual(['police', 'killer', 'civilian']);
  });

  it('an unknown game or edition is a clear 404', async () => {
    const game = await get<{ error: string }>(`${server.url}/api/rules/chess/standard`);
    expect(game).toEqual({
      status: 404,
      body: { error: 'no such game (games: fengsheng, killer)', reason: 'not-found' },
    });
    const edition = await get<{ error: string }>(`${server.url}/api/rules/fengsheng/deluxe`);
    expect(edition.status).toBe(404);
    expect(edition.body.error).toBe(
      'no rules for an edition "deluxe" of fengsheng: standard, zailin, online',
    );
    const killer = await get<{ error: string }>(`${server.url}/api/rules/killer/zailin`);
    expect(killer.status).toBe(404);
  });
});

describe('GET /api/rules/:game/:ruleset/scenarios/:scenario/replay', () => {
  const replay = (path: string) => get<Replay>(`${server.url}/api/rules/fengsheng/${path}`);

  it('replays a scenario like a finished game, every viewer, frame by frame, to its expected end', async () => {
    const { status, body } = await replay(
      'standard/scenarios/bounce-reverses-the-direction/replay?viewer=all',
    );
    expect(status).toBe(200);
    expect(body.gameId).toBe('scenario:bounce-reverses-the-direction');
    expect(body.commandCount).toBe(4);
    expect(body.frames).toHaveLength(5);
    expect(Object.keys(body.frames[0].views)).toEqual(['0', '1', '2', '3', '4', 'spectator']);
    expect(body.glossary.functions.bounce.zh).toBe('退回');
    // Its expectation: the intel went back and A (the sender) was forced to take it.
    // Each frame carries its own lines: the whole log is theirs in order.
    const log = body.frames.flatMap((f) => f.views.spectator.log.map((l) => l.text.en)).join('\n');
    expect(log).toMatch(/Bounce[\s\S]*takes back their own intel/);
    const a = body.frames.at(-1)!.views['0'].view as { players: { intel: unknown[] }[] };
    expect(a.players[0].intel).toHaveLength(1);
  });

  it('the public view by default; a seat that is not at the table is refused', async () => {
    const { body } = await replay('standard/scenarios/bounce-reverses-the-direction/replay');
    expect(Object.keys(body.frames[0].views)).toEqual(['spectator']);
    const bad = await get<{ error: string }>(
      `${server.url}/api/rules/fengsheng/standard/scenarios/bounce-reverses-the-direction/replay?viewer=5`,
    );
    expect(bad).toEqual({
      status: 400,
      body: { error: 'viewer must be a seat number, "spectator" or "all"', reason: 'bad-request' },
    });
  });

  it('杀人游戏 rulings replay too, on its own contract', async () => {
    const { body: page } = await rules('killer/standard');
    const tie = page.scenarios.find((s) => s.id === 'tie-revote-everyone-abstains-is-a-tie-again')!;
    expect(tie.seatNames.slice(0, 2)).toEqual(['1号', '2号']);
    const { status, body } = await get<Replay>(
      `${server.url}/api/rules/killer/standard/scenarios/tie-revote-everyone-abstains-is-a-tie-again/replay`,
    );
    expect(status).toBe(200);
    expect(body.frames).toHaveLength(body.commandCount + 1);
    const log = body.frames.flatMap((f) => f.views.spectator.log.map((l) => l.text.zh)).join('\n');
    expect(log).toMatch(/平票[\s\S]*平票/);
  });

  it('an unknown scenario, or one of another edition, is a clear 404', async () => {
    const none = await get<{ error: string }>(
      `${server.url}/api/rules/fengsheng/standard/scenarios/no-such-ruling/replay`,
    );
    expect(none).toEqual({
      status: 404,
      body: {
        error: 'no scenario "no-such-ruling" among the rulings of fengsheng standard',
        reason: 'not-found',
      },
    });
    const other = await get(
      `${server.url}/api/rules/fengsheng/standard/scenarios/agent-wins-with-six-true-intel/replay`,
    );
    expect(other.status).toBe(404);
    const fine = await get(
      `${server.url}/api/rules/fengsheng/zailin/scenarios/agent-wins-with-six-true-intel/replay`,
    );
    expect(fine.status).toBe(200);
  });

  it('no path reaches the file system: traversal, encoded slashes, folder names and long names are 404', async () => {
    for (const id of [
      '..%2F..%2F..%2Fpackage',
      '%2e%2e%2fstandard%2fbounce-reverses-the-direction',
      'standard%2Fbounce-reverses-the-direction',
      'bounce-reverses-the-direction.yaml',
      'Bounce-Reverses-The-Direction',
      '%2Fetc%2Fpasswd',
      'a'.repeat(5000),
    ]) {
      const r = await get<{ error: string }>(
        `${server.url}/api/rules/fengsheng/standard/scenarios/${id}/replay`,
      );
      expect(r.status, id.slice(0, 60)).toBe(404);
      expect(r.body.error.length, 'the error does not echo a long name').toBeLessThan(200);
    }
    const up = await get<{ error: string }>(
      `${server.url}/api/rules/fengsheng/..%2F..%2Fserver/scenarios/x/replay`,
    );
    expect(up.status).toBe(404);
  });

  it('builds are bounded like replays of finished games: past the limit, 503 with Retry-After', async () => {
    const { body } = await rules('fengsheng/standard');
    const ids = body.scenarios.slice(0, 12).map((s) => s.id);
    const answers = await Promise.all(
      ids.map((id) => fetch(`${server.url}/api/rules/fengsheng/standard/scenarios/${id}/replay?viewer=all`)),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
    expect(statuses).toContain(503);
    const busy = answers.find((r) => r.status === 503)!;
    expect(busy.headers.get('retry-after')).toBe('5');
  });
});

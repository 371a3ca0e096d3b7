// Rules pages and "show me": each game's editions as its engine describes them (GET
// /api/rules/:game/:ruleset), and a scenario file shipped with the build replayed like a finished
// game (GET /api/rules/:game/:ruleset/scenarios/:scenario/replay). A scenario is named by its file's
// base name and looked up in an index of the game's own scenario folders: no path from the request
// ever reaches the file system.
import type { Express, Request, Response } from 'express';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gameEntry, type GameEntry } from './games.ts';
import { bad } from './http-answers.ts';
import type { ScenarioListing } from './protocol.ts';
import { replayViewers, writeReplay } from './replay.ts';
import type { JsonOut } from './replay-cache.ts';
import { services } from './services.ts';

interface Indexed extends ScenarioListing {
  file: string;
  ruleset: string;
}

const GAME = /^[a-z]{1,20}$/;
const RULESET = /^[a-z0-9-]{1,40}$/;
const SCENARIO = /^[a-z0-9-]{1,120}$/;
const FILE = /^([a-z0-9-]{1,120})\.yaml$/;
/** A scenario file is a page of YAML; anything much larger is not one of ours. */
const MAX_FILE_BYTES = 64 * 1024;

const indexes = new Map<string, Promise<Map<string, Indexed>>>();
const docs = new Map<string, string>();

/** Every scenario of a game's shipped folders, by base name, read once (yielding between files). */
function scenarioIndex(gameId: string, entry: GameEntry): Promise<Map<string, Indexed>> {
  let hit = indexes.get(gameId);
  if (!hit) {
    hit = buildIndex(entry);
    // A failed read is tried again by the next request, not kept.
    hit.catch(() => indexes.delete(gameId));
    indexes.set(gameId, hit);
  }
  return hit;
}

async function buildIndex(entry: GameEntry): Promise<Map<string, Indexed>> {
  const out = new Map<string, Indexed>();
  const source = entry.scenarios;
  if (!source) return out;
  let lastYield = Date.now();
  for (const dir of source.dirs) {
    let names: string[];
    try {
      names = readdirSync(dir).sort();
    } catch {
      services().log.warn({ dir }, 'scenario folder missing: its rulings cannot be shown');
      continue;
    }
    for (const base of names) {
      const m = FILE.exec(base);
      if (!m) continue;
      const file = join(dir, base);
      if (out.has(m[1]) || statSync(file).size > MAX_FILE_BYTES) {
        services().log.warn({ file }, 'scenario skipped: a duplicate name or too large');
        continue;
      }
      const info = source.info(readFileSync(file, 'utf8'));
      if (!info.ok) {
        services().log.warn({ file, errors: info.errors }, 'scenario skipped: it does not read');
        continue;
      }
      const { name, ruleset, seats, seatNames, concerns } = info;
      out.set(m[1], { id: m[1], file, name, ruleset, seats, seatNames, concerns });
      if (Date.now() - lastYield >= 10) {
        await new Promise((r) => setImmediate(r));
        lastYield = Date.now();
      }
    }
  }
  return out;
}

function notFound(res: Response, error: string): void {
  bad(res, 404, error);
}

/** The game and edition a request names, or a 404 already sent. */
function editionOf(
  req: Request,
  res: Response,
): { gameId: string; ruleset: string; entry: GameEntry } | null {
  const gameId = String(req.params.game);
  const ruleset = String(req.params.ruleset);
  const entry = GAME.test(gameId) ? gameEntry(gameId) : undefined;
  if (!entry) {
    notFound(res, 'no such game (games: fengsheng, killer)');
    return null;
  }
  if (!RULESET.test(ruleset) || !entry.rulesets.includes(ruleset) || !entry.definition.rules?.(ruleset)) {
    notFound(
      res,
      `no rules for an edition "${ruleset.slice(0, 40)}" of ${gameId}: ${entry.rulesets.join(', ')}`,
    );
    return null;
  }
  return { gameId, ruleset, entry };
}

export type SendKept = (
  req: Request,
  res: Response,
  key: string,
  build: (out: JsonOut) => Promise<void>,
) => Promise<void>;

export function rulesRoutes(app: Express, sendKept: SendKept): void {
  app.get('/api/rules/:game/:ruleset', async (req, res) => {
    const edition = editionOf(req, res);
    if (!edition) return;
    const { gameId, ruleset, entry } = edition;
    const key = `${gameId}/${ruleset}`;
    let body = docs.get(key);
    if (!body) {
      const index = await scenarioIndex(gameId, entry);
      const scenarios: ScenarioListing[] = [...index.values()]
        .filter((s) => s.ruleset === ruleset)
        .map(({ id, name, seats, seatNames, concerns }) => ({ id, name, seats, seatNames, concerns }));
      body = JSON.stringify({ ...entry.definition.rules!(ruleset), scenarios });
      docs.set(key, body);
    }
    // The rules change only with a new build of the server.
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.type('application/json').send(body);
  });

  app.get('/api/rules/:game/:ruleset/scenarios/:scenario/replay', async (req, res) => {
    const edition = editionOf(req, res);
    if (!edition) return;
    const { gameId, ruleset, entry } = edition;
    const id = String(req.params.scenario);
    const found = SCENARIO.test(id) ? (await scenarioIndex(gameId, entry)).get(id) : undefined;
    if (!found || found.ruleset !== ruleset)
      return notFound(res, `no scenario "${id.slice(0, 120)}" among the rulings of ${gameId} ${ruleset}`);
    const viewers = replayViewers(req.query.viewer, found.seats);
    if (!viewers) return bad(res, 400, 'viewer must be a seat number, "spectator" or "all"');
    await sendKept(req, res, `scenario:${gameId}:${id}:${viewers.join(',')}`, async (out) => {
      const game = entry.scenarios!.game(readFileSync(found.file, 'utf8'));
      if (!game.ok) throw new Error(`scenario ${id} does not play: ${game.errors.join('; ')}`);
      const commands = game.commands.map((c, i) => ({
        seq: i + 1,
        seat: c.seat,
        command: c.command,
        source: 'player' as const,
      }));
      await writeReplay(
        out,
        entry,
        game.seats,
        { gameId: `scenario:${id}`, commandCount: commands.length, options: game.options },
        commands,
        viewers,
      );
    });
  });
}

/** Forget what was read (tests that change the folders, a server stopped). */
export function dropRulesCache(): void {
  indexes.clear();
  docs.clear();
}

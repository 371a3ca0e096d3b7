// "Show me": a ruling's scenario loaded in the shape the replay screen draws (a finished game's
// summary and frames). The rules page's listing gives its name and seats, each seat called as the
// scenario calls it (A, B…; 1号, 2号…), so the table matches the ruling's words.
import { createRoomRequest, type GameSummary } from '@fengsheng/server/protocol';
import { getRules, getScenarioReplay, type Replay, type RulesPage } from '../api.ts';

export interface ScenarioRef {
  game: string;
  ruleset: string;
  id: string;
}

const pages = new Map<string, Promise<RulesPage>>();

/** The rules page of an edition, fetched once per page load. */
function rulesOf(game: string, ruleset: string): Promise<RulesPage> {
  const key = `${game}/${ruleset}`;
  let hit = pages.get(key);
  if (!hit) {
    hit = getRules(game, ruleset);
    hit.catch(() => pages.delete(key));
    pages.set(key, hit);
  }
  return hit;
}

export async function loadScenario(
  ref: ScenarioRef,
  viewer: string,
): Promise<{ name: string; summary: GameSummary; replay: Replay }> {
  const [page, replay] = await Promise.all([
    rulesOf(ref.game, ref.ruleset),
    getScenarioReplay(ref.game, ref.ruleset, ref.id, viewer),
  ]);
  const listing = page.scenarios.find((s) => s.id === ref.id);
  const seats =
    listing?.seats ?? Object.keys(replay.frames[0]?.views ?? {}).filter((k) => /^\d+$/.test(k)).length;
  const summary: GameSummary = {
    gameId: replay.gameId,
    roomId: '',
    game: ref.game,
    status: 'finished',
    commandCount: replay.commandCount,
    settings: createRoomRequest.parse({ game: ref.game, ruleset: ref.ruleset, seats }),
    seats: Array.from({ length: seats }, (_, seat) => ({
      seat,
      kind: 'human' as const,
      name: listing?.seatNames[seat] ?? null,
      connected: true,
    })),
    result: null,
    log: [],
    glossary: replay.glossary,
  };
  return { name: listing?.name ?? ref.id, summary, replay };
}

// The tournament's options for the `search` bot: given any of them, they replace its registered
// settings (docs/bots.md, "Search bot").
import type { SearchOptions } from '@fengsheng/bots';
import { intOption, UsageError } from './args.ts';

export const SEARCH_FLAGS = {
  'search-iterations': { type: 'string' },
  'search-ms': { type: 'string' },
  'search-horizon': { type: 'string' },
  'search-paired': { type: 'boolean' },
  'search-kinds': { type: 'string' },
  'search-confidence': { type: 'string' },
  'search-rollout-skills': { type: 'boolean' },
  'search-leaf': { type: 'string' },
  'search-oracle': { type: 'string' },
  'search-sent': { type: 'boolean' },
} as const;

export const SEARCH_HELP = `  --search-iterations N  the search bot's iterations per decision (deterministic)
  --search-ms N        the search bot's time per decision in ms instead (not reproducible)
  --search-horizon N   turns the search bot's rollouts look past the current one (default 0)
  --search-paired      the search bot compares commands on the same samples and rollout seeds
  --search-kinds K,K   decision kinds the search bot searches (e.g. sendIntel,receiveIntel)
  --search-confidence Z  standard errors a command must beat the heuristic's pick by
  --search-rollout-skills  with characters, the search bot's rollouts weigh active skills too (slow)
  --search-leaf L      how the paired search scores a rollout's end: camps (default), standing, standing-true
  --search-sent        the search draws a face-down intel in transit as its sampled sender would send it
  --search-oracle O    DIAGNOSTIC (cheats): paired samples use the true camps (camps) or are the true state (state)
`;

type SearchValues = {
  [K in keyof typeof SEARCH_FLAGS]?: (typeof SEARCH_FLAGS)[K]['type'] extends 'boolean' ? boolean : string;
};

/** The search bot's settings from the tournament's flags; undefined when none is given. */
export function searchOptions(v: SearchValues): SearchOptions | undefined {
  if (!Object.keys(SEARCH_FLAGS).some((k) => v[k as keyof SearchValues] !== undefined)) return undefined;
  const search: SearchOptions = { horizonTurns: intOption('search-horizon', v['search-horizon'], 0, 0, 50) };
  if (v['search-paired']) search.paired = true;
  if (v['search-rollout-skills']) search.rolloutSkills = true;
  if (v['search-sent']) search.sent = true;
  if (v['search-leaf'] !== undefined) {
    const leaf = v['search-leaf'];
    if (leaf !== 'camps' && leaf !== 'standing' && leaf !== 'standing-true')
      throw new UsageError(
        `--search-leaf must be camps, standing or standing-true, got ${JSON.stringify(leaf)}`,
      );
    search.leaf = leaf;
  }
  if (v['search-oracle'] !== undefined) {
    const o = v['search-oracle'];
    if (o !== 'camps' && o !== 'state')
      throw new UsageError(`--search-oracle must be camps or state, got ${JSON.stringify(o)}`);
    search.oracle = o;
  }
  if (v['search-kinds'] !== undefined) search.kinds = v['search-kinds'].split(',');
  if (v['search-confidence'] !== undefined) {
    const z = Number(v['search-confidence']);
    if (!Number.isFinite(z) || z < 0)
      throw new UsageError(
        `--search-confidence must be a number >= 0, got ${JSON.stringify(v['search-confidence'])}`,
      );
    search.confidence = z;
  }
  if (v['search-ms'] !== undefined)
    search.msPerDecision = intOption('search-ms', v['search-ms'], 20, 1, 60000);
  else search.maxIterations = intOption('search-iterations', v['search-iterations'], 32, 1, 1000000);
  return search;
}

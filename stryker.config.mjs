// Mutation testing (StrykerJS) of the rules: see docs/testing.md, "Mutation testing".
// One target per run, named by MUTATION_TARGET, each with its own incremental file so that a rerun
// retests only the mutants whose code or covering tests changed:
//   killer           packages/killer/src
//   engine-core      packages/engine/src/core
//   engine-rulesets  packages/engine/src/rulesets
// Not mutated: packages/engine/src/scenario (the scenario runner is test machinery: its mutants
// measure the tests of the tests), packages/engine/src/present (wording of narration and labels,
// no rule; checked by present.test.ts), each ruleset's terms.ts (display words only: camp goals and
// labels that only present/ reads, no rule), game.ts / index.ts (the game-contract adapter and the
// re-exports), and for the same reason the killer's narrate.ts, names.ts and rules.ts (words only:
// narration, labels, the rules page) and its scenario/ runner (test machinery, as the engine's).
const TARGETS = {
  killer: {
    mutate: [
      'packages/killer/src/**/*.ts',
      '!packages/killer/src/narrate.ts',
      '!packages/killer/src/names.ts',
      '!packages/killer/src/rules.ts',
      '!packages/killer/src/scenario/**',
    ],
    tests: 'killer',
  },
  'engine-core': { mutate: ['packages/engine/src/core/**/*.ts'], tests: 'engine' },
  'engine-rulesets': {
    mutate: ['packages/engine/src/rulesets/**/*.ts', '!packages/engine/src/rulesets/*/terms.ts'],
    tests: 'engine-rulesets',
  },
};

const name = process.env.MUTATION_TARGET ?? '';
const target = TARGETS[name];
if (!target) {
  throw new Error(`MUTATION_TARGET must be one of ${Object.keys(TARGETS).join(', ')}, not "${name}"`);
}
// Read by vitest.mutation.config.ts in Stryker's test-runner processes, which inherit the environment.
process.env.MUTATION_TESTS = target.tests;

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  mutate: target.mutate,
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts' },
  plugins: ['@stryker-mutator/vitest-runner'],
  coverageAnalysis: 'perTest',
  incremental: true,
  incrementalFile: `reports/stryker-incremental-${name}.json`,
  // Two logical cores, shared: two test-runner processes keep both busy without queueing more.
  concurrency: 2,
  // A mutant that loops forever (a passing round that never ends) is stopped after twice its normal
  // time plus 10 s; the margin is wide because the machine is shared and timings vary.
  timeoutFactor: 2,
  timeoutMS: 10000,
  dryRunTimeoutMinutes: 15,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: `reports/mutation/${name}.html` },
  jsonReporter: { fileName: `reports/mutation/${name}.json` },
  clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true },
  ignorePatterns: [
    '.stryker-tmp*',
    'data',
    'docs',
    'packages/web',
    'packages/e2e',
    'reports',
    '**/dist',
    '**/coverage',
  ],
  tempDirName: '.stryker-tmp',
};

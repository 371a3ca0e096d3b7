// The floor: a plain-JavaScript game loop of the same shape as the engine's random five-player game
// (deal, turn, draw, send intel, pass or receive, win check), with none of the engine's generality
// (no cards used in windows, no views, no events, no commands to validate, no agenda). It defines
// the speed limit that the engine is measured against in docs/benchmarks.md: what one core does
// when a game is nothing but arrays and a random number generator.
//
//   node packages/engine/bench/floor.mjs [--players N] [--games N] [--seed N] [--json]
//
// Same deck colours (25 red, 25 blue, 31 black) and deliveries as the standard edition's 81 cards,
// the same starting hand (3) and draw (2), the same win at 3 intel of a camp's colour, death at 3
// black, loss for a player who cannot send, and a uniform random choice at each decision (which
// card to send, where a 直达 goes, accept or refuse), like the random bot.
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';

const { values: v } = parseArgs({
  options: {
    players: { type: 'string', default: '5' },
    games: { type: 'string', default: '200000' },
    seed: { type: 'string', default: '1' },
    json: { type: 'boolean', default: false },
  },
});
const PLAYERS = Number(v.players);
const GAMES = Number(v.games);
const SEED = Number(v.seed);
if (!(PLAYERS >= 3 && PLAYERS <= 9) || !(GAMES >= 1) || !Number.isInteger(SEED))
  throw new Error('usage: floor.mjs [--players 3..9] [--games N>=1] [--seed N]');

const RED = 0;
const BLUE = 1;
const BLACK = 2;
const SECRET = 0;
const DIRECT = 1;
const TEXT = 2;
// [delivery, red, blue, black] per card kind of the standard edition (deck.ts).
const ROWS = [
  [DIRECT, 3, 3, 6],
  [TEXT, 2, 2, 2],
  [SECRET, 1, 1, 6],
  [TEXT, 3, 3, 2],
  [SECRET, 2, 2, 2],
  [DIRECT, 2, 2, 2],
  [DIRECT, 5, 5, 4],
  [TEXT, 1, 1, 1],
  [SECRET, 6, 6, 6],
];
const colourOf = [];
const deliveryOf = [];
for (const [delivery, ...counts] of ROWS)
  for (let colour = 0; colour < 3; colour++)
    for (let i = 0; i < counts[colour]; i++) {
      colourOf.push(colour);
      deliveryOf.push(delivery);
    }
const CARDS = colourOf.length;
// Camps by table size (red, blue, neutral), as in the standard identity table.
const CAMPS = {
  3: [1, 1, 1],
  4: [2, 2, 0],
  5: [2, 2, 1],
  6: [2, 2, 2],
  7: [3, 3, 1],
  8: [3, 3, 2],
  9: [3, 3, 3],
};

function mulberry32(a) {
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const rnd = mulberry32(SEED);
const pick = (n) => Math.floor(rnd() * n);
const shuffle = (a) => {
  for (let i = a.length - 1; i > 0; i--) {
    const j = pick(i + 1);
    const t = a[i];
    a[i] = a[j];
    a[j] = t;
  }
};

let decisions = 0;

/** One game; returns the number of turns (0 when it hit the turn cap). */
function playGame(n) {
  const deck = [];
  for (let c = 0; c < CARDS; c++) deck.push(c);
  shuffle(deck);
  let discard = [];
  const camp = [];
  const [reds, blues, neutrals] = CAMPS[n];
  for (let i = 0; i < reds; i++) camp.push(RED);
  for (let i = 0; i < blues; i++) camp.push(BLUE);
  for (let i = 0; i < neutrals; i++) camp.push(3);
  shuffle(camp);
  const hand = [];
  const count = []; // intel per seat: [red, blue, black]
  const active = [];
  for (let s = 0; s < n; s++) {
    hand.push([]);
    count.push([0, 0, 0]);
    active.push(true);
  }
  let left = n;
  const draw = (seat, k) => {
    for (let i = 0; i < k; i++) {
      if (deck.length === 0) {
        if (discard.length === 0) return;
        shuffle(discard);
        deck.push(...discard);
        discard = [];
      }
      hand[seat].push(deck.pop());
    }
  };
  for (let s = 0; s < n; s++) draw(s, 3);
  const out = (seat) => {
    active[seat] = false;
    left--;
    for (const c of hand[seat]) discard.push(c);
    hand[seat].length = 0;
  };
  /** The seat takes the intel; returns true when the game is over. */
  const receive = (seat, card) => {
    const colour = colourOf[card];
    const k = ++count[seat][colour];
    if (colour !== BLACK && k >= 3 && camp[seat] === colour) return true;
    if (colour === BLACK && k >= 3) out(seat);
    return left <= 1;
  };
  const next = (seat) => {
    for (let i = 1; i < n; i++) {
      const t = (seat + i) % n;
      if (active[t]) return t;
    }
    return seat;
  };
  let current = pick(n);
  for (let turn = 1; turn <= 1000; turn++) {
    draw(current, 2);
    const h = hand[current];
    if (h.length === 0) {
      out(current);
      if (left <= 1) return turn;
      current = next(current);
      continue;
    }
    decisions++;
    const i = pick(h.length);
    const card = h[i];
    h[i] = h[h.length - 1];
    h.pop();
    let taker = current;
    if (deliveryOf[card] === DIRECT) {
      decisions++;
      let t = next(current);
      for (let k = pick(left - 1); k > 0; k--) t = next(t);
      decisions++;
      if (rnd() < 0.5) taker = t;
    } else
      for (let t = next(current); t !== current; t = next(t)) {
        decisions++;
        if (rnd() < 0.5) {
          taker = t;
          break;
        }
      }
    if (receive(taker, card)) return turn;
    current = next(current);
  }
  return 0;
}

let turns = 0;
const start = performance.now();
for (let g = 0; g < GAMES; g++) turns += playGame(PLAYERS);
const seconds = (performance.now() - start) / 1000;
const report = {
  players: PLAYERS,
  games: GAMES,
  seed: SEED,
  gamesPerSecond: Math.round(GAMES / seconds),
  decisionsPerSecond: Math.round(decisions / seconds),
  averageTurns: Math.round((turns / GAMES) * 10) / 10,
  averageDecisions: Math.round((decisions / GAMES) * 10) / 10,
  elapsedSeconds: Math.round(seconds * 1000) / 1000,
};
if (v.json) console.log(JSON.stringify(report));
else
  console.log(
    `floor: ${PLAYERS} players, ${GAMES} games: ${report.gamesPerSecond} games/s, ` +
      `${report.decisionsPerSecond} decisions/s (${report.averageDecisions} decisions, ${report.averageTurns} turns a game)`,
  );

// Test-only helpers for the property tests: a random game driver, the table invariants a player
// would check after every move, the information each seat may see, and commands that must be
// rejected. Never imported by the engine's sources.
import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { policyOf, type GameMode } from '../../src/core/ruleset.ts';
import { nextU32, seedRng } from '../../src/core/rng.ts';
import { colourMatches } from '../../src/core/zones.ts';
import {
  apply,
  applyInPlace,
  createGame,
  eventsFor,
  getRuleset,
  legalCommands,
  pending,
  view,
} from '../../src/index.ts';
import type {
  CardId,
  Colour,
  Command,
  EventView,
  GameEvent,
  GameOptions,
  GameState,
  Seat,
  Viewer,
} from '../../src/index.ts';

export const CARD_COUNT = 81;
/** The game cards of each edition: 81 (seed 000: 游戏牌81张), 87 (seed 001: 基础牌 87张), 108 (seed 003: 游戏卡108张). */
export const CARD_COUNTS: Readonly<Record<string, number>> = {
  standard: CARD_COUNT,
  zailin: 87,
  online: 108,
};
export const MAX_COMMANDS = 5000;
export const RESULT_REASONS = ['intel', 'lastStanding', 'mission', 'solo', 'noneLeft', 'stalled'] as const;
/** Table sizes with a printed alternative identity row (初次游戏 for 4 and 6, 2/2/3 for 7). */
export const VARIANT_TABLES: ReadonlySet<number> = new Set([4, 6, 7]);

export interface LoggedCommand {
  seat: Seat;
  command: Command;
}

/** Picks an index in [0, n). Driven by fast-check in properties, by a seeded PRNG in plain loops. */
export type Choose = (n: number) => number;

// ---------------------------------------------------------------------------------------------
// Game options and choices

function options(
  players: number,
  seed: number,
  autoPass: boolean,
  variant: boolean,
  characters = false,
): GameOptions {
  return {
    ruleset: 'standard',
    players,
    seed,
    autoPass,
    identityTable: variant && VARIANT_TABLES.has(players) ? 'variant' : 'standard',
    characters,
    expansion: characters,
  };
}

/** Any table: 3..9 players, any seed, either identity table where one exists, autoPass on or off. */
export const gameOptionsArb: fc.Arbitrary<GameOptions> = fc
  .record({
    players: fc.integer({ min: 3, max: 9 }),
    seed: fc.integer({ min: 0, max: 0xffffffff }),
    autoPass: fc.boolean(),
    variant: fc.boolean(),
    characters: fc.boolean(),
  })
  .map((o) => options(o.players, o.seed, o.autoPass, o.variant, o.characters));

/** A chooser that lets fast-check pick every decision (and shrink it). */
export function chooserFrom(g: fc.GeneratorValue): Choose {
  return (n) => (n <= 1 ? 0 : g(fc.nat, { max: n - 1 }));
}

/** A seeded PRNG for the plain (non fast-check) loops: the engine's own generator. */
export function seededRandom(seed: number): () => number {
  const r = seedRng(seed);
  return () => nextU32(r) / 4294967296;
}

export function chooserFromRandom(random: () => number): Choose {
  return (n) => Math.floor(random() * n);
}

export function randomOptions(random: () => number, players: number): GameOptions {
  return options(players, Math.floor(random() * 0x100000000), random() < 0.5, random() < 0.5, random() < 0.5);
}

/** A chooser that records its picks, and one that plays them back. */
export function recording(choose: Choose): { choose: Choose; picks: number[] } {
  const picks: number[] = [];
  return {
    picks,
    choose: (n) => {
      const i = choose(n);
      picks.push(i);
      return i;
    },
  };
}

export function playback(picks: readonly number[]): Choose {
  let k = 0;
  return () => {
    if (k >= picks.length) throw new Error('playback ran out of recorded picks');
    return picks[k++];
  };
}

export function describeGame(o: GameOptions, log: readonly LoggedCommand[]): string {
  const last = log.length > 0 ? log[log.length - 1] : null;
  return (
    `seed ${o.seed}, ${o.players} players, table ${o.identityTable ?? 'standard'}, autoPass ${o.autoPass ?? true}, ` +
    `after ${log.length} commands` +
    (last ? ` (last: seat ${last.seat} ${JSON.stringify(last.command)})` : '')
  );
}

// ---------------------------------------------------------------------------------------------
// The driver

export interface Step {
  /** 0-based index of this command in the log. */
  index: number;
  seat: Seat;
  command: Command;
  /** The state before the command (the same object as `state` unless `pure`). */
  before: GameState;
  state: GameState;
  events: GameEvent[];
  log: readonly LoggedCommand[];
}

export interface Played {
  options: GameOptions;
  state: GameState;
  log: LoggedCommand[];
  /** createGame's events followed by every command's events. */
  events: GameEvent[];
}

export interface PlayHooks {
  onStart?(state: GameState, events: GameEvent[]): void;
  /** Called before each command is chosen (the state is the one the command will apply to). */
  beforeStep?(state: GameState, log: readonly LoggedCommand[]): void;
  onStep?(step: Step): void;
  /** Step with `apply` (a fresh state each command) instead of `applyInPlace`. */
  pure?: boolean;
  maxCommands?: number;
}

/**
 * Play a game to its end (or `maxCommands`), each command picked by `choose` among the legal
 * commands of the seat the game waits for.
 */
export function playGame(opts: GameOptions, choose: Choose, hooks: PlayHooks = {}): Played {
  const created = createGame(opts);
  let state = created.state;
  const events = [...created.events];
  const log: LoggedCommand[] = [];
  hooks.onStart?.(state, created.events);
  const max = hooks.maxCommands ?? MAX_COMMANDS;
  while (!state.result && log.length < max) {
    hooks.beforeStep?.(state, log);
    const p = pending(state);
    if (!p) throw new Error(`nothing pending while the game runs: ${describeGame(opts, log)}`);
    const legal = legalCommands(state, p.seat);
    if (legal.length === 0)
      throw new Error(`seat ${p.seat} is pending with no legal command: ${describeGame(opts, log)}`);
    const command = legal[choose(legal.length)];
    const before = state;
    let stepEvents: GameEvent[];
    if (hooks.pure) {
      const r = apply(state, p.seat, command);
      if (!r.ok) throw new Error(`legal command rejected (${r.error}): ${describeGame(opts, log)}`);
      state = r.state;
      stepEvents = r.events;
    } else {
      const r = applyInPlace(state, p.seat, command);
      if (!r.ok) throw new Error(`legal command rejected (${r.error}): ${describeGame(opts, log)}`);
      stepEvents = r.events;
    }
    log.push({ seat: p.seat, command });
    events.push(...stepEvents);
    hooks.onStep?.({ index: log.length - 1, seat: p.seat, command, before, state, events: stepEvents, log });
  }
  return { options: opts, state, log, events };
}

// ---------------------------------------------------------------------------------------------
// Table invariants

/** Every card id is in exactly one place; 81 in all (87 in 风声再临). */
export function cardPlaceViolations(s: GameState): string[] {
  const out: string[] = [];
  const total = getRuleset(s.ruleset).cards.length;
  const expected = CARD_COUNTS[s.ruleset];
  if (total !== expected) out.push(`the ruleset has ${total} cards, expected ${expected}`);
  const where = new Map<CardId, string[]>();
  const put = (c: CardId, zone: string): void => {
    if (!Number.isInteger(c) || c < 0 || c >= total) {
      out.push(`${zone} holds a card id that does not exist: ${String(c)}`);
      return;
    }
    const list = where.get(c);
    if (list) list.push(zone);
    else where.set(c, [zone]);
  };
  s.deck.forEach((c) => put(c, 'deck'));
  s.discard.forEach((c) => put(c, 'discard'));
  s.removed.forEach((c) => put(c, 'removed'));
  s.dealPool.forEach((c) => put(c, 'laid out by 真伪莫辨'));
  for (const p of s.players) {
    p.hand.forEach((c) => put(c, `hand of seat ${p.seat}`));
    p.intel.forEach((c) => put(c, `intel of seat ${p.seat}`));
  }
  if (s.passing) put(s.passing.card, 'intel in transit');
  for (const f of s.window?.stack ?? []) if (f.card >= 0) put(f.card, `response stack frame ${f.id}`);
  for (const [c, zones] of where)
    if (zones.length !== 1) out.push(`card ${c} is in ${zones.length} places: ${zones.join(', ')}`);
  for (let c = 0; c < total; c++) if (!where.has(c)) out.push(`card ${c} is nowhere`);
  const counted = [...where.values()].reduce((n, z) => n + z.length, 0);
  if (counted !== total) out.push(`${counted} cards on the table, expected ${total}`);
  return out;
}

/** Exactly one seat has something to decide while the game runs; nobody once it is over. */
export function pendingViolations(s: GameState): string[] {
  const out: string[] = [];
  const p = pending(s);
  const n = s.players.length;
  if (s.result) {
    if (p !== null) out.push(`the game is over but seat ${p.seat} is pending (${p.kind})`);
    for (let seat = 0; seat < n; seat++)
      if (legalCommands(s, seat).length > 0) out.push(`the game is over but seat ${seat} has legal commands`);
    return out;
  }
  if (!p) return ['the game runs but nothing is pending'];
  if (!Number.isInteger(p.seat) || p.seat < 0 || p.seat >= n) return [`pending seat ${p.seat} is not a seat`];
  for (let seat = 0; seat < n; seat++) {
    const count = legalCommands(s, seat).length;
    if (seat === p.seat && count === 0) out.push(`seat ${seat} is pending (${p.kind}) with no legal command`);
    if (seat !== p.seat && count > 0)
      out.push(`seat ${seat} has ${count} legal commands but seat ${p.seat} is pending`);
  }
  return out;
}

/** Dead or lost players take no part: no priority, no decision, no cards. */
export function outOfGameViolations(s: GameState): string[] {
  const out: string[] = [];
  const p = pending(s);
  if (p) {
    const q = s.players[p.seat];
    // A dying player may still have to decide (遗志: whom to give the hand to).
    if (q && (!q.alive || q.lost) && !q.dying)
      out.push(`seat ${p.seat} is ${q.alive ? 'lost' : 'dead'} but pending (${p.kind})`);
  }
  if (s.window && !s.result && !s.window.resolving) {
    const q = s.players[s.window.priority];
    if (!q) out.push(`priority is held by seat ${s.window.priority}, which does not exist`);
    else if (!q.alive || q.lost) out.push(`seat ${q.seat} is out of the game but holds priority`);
  }
  if (s.decision && !s.result) {
    const q = s.players[s.decision.seat];
    if ((!q.alive || q.lost) && !q.dying)
      out.push(`seat ${q.seat} is out of the game but must decide ${s.decision.kind}`);
  }
  for (const q of s.players) {
    // A dying player keeps cards and identity until the death skills have fired.
    if ((q.alive && !q.lost) || q.dying) continue;
    if (q.hand.length > 0)
      out.push(`seat ${q.seat} is out of the game but holds ${q.hand.length} hand cards`);
    if (q.intel.length > 0) out.push(`seat ${q.seat} is out of the game but has ${q.intel.length} intel`);
    if (!q.revealed) out.push(`seat ${q.seat} is out of the game but its identity is not revealed`);
  }
  return out;
}

/** Three false intel kill at once; three of one's camp colour wins at once. */
export function intelCountViolations(s: GameState): string[] {
  const out: string[] = [];
  const cards = getRuleset(s.ruleset).cards;
  for (const q of s.players) {
    // A two-colour card (风声再临 机密文件) counts as red and as blue.
    const count = (colour: Colour): number =>
      q.intel.filter((c) => cards[c] !== undefined && colourMatches(cards[c].colour, colour)).length;
    if (q.alive && count('black') >= 3)
      out.push(`seat ${q.seat} is alive with ${count('black')} black intel`);
    // A declaration may wait on its declarer's choice (风度 picks a woman to win too).
    // Mid-process (a skill waits on a choice, tasks remain) a condition may hold for a moment.
    const settling = s.tasks.length > 0 || s.decision?.kind === 'choose';
    // A mode won by missions only: a camp's colour of intel wins nothing.
    if (!s.result && q.alive && !q.lost && !settling && !modeOf(s)?.victory) {
      if (q.camp === 'red' && count('red') >= 3)
        out.push(`red seat ${q.seat} has ${count('red')} red intel but the game goes on`);
      if (q.camp === 'blue' && count('blue') >= 3)
        out.push(`blue seat ${q.seat} has ${count('blue')} blue intel but the game goes on`);
    }
  }
  return out;
}

/** No two cards share a handle. */
export function handleViolations(s: GameState): string[] {
  const out: string[] = [];
  const seen = new Map<number, CardId>();
  s.handleOf.forEach((h, c) => {
    const other = seen.get(h);
    if (other !== undefined) out.push(`cards ${other} and ${c} share handle ${h}`);
    else seen.set(h, c);
    if (!Number.isInteger(h) || h <= 0 || h >= s.nextHandle)
      out.push(`card ${c} has handle ${h}, outside 1..${s.nextHandle - 1}`);
  });
  return out;
}

/** Once the game is over it stays over, with a known reason and everyone revealed. */
export function resultViolations(s: GameState): string[] {
  if (!s.result) return s.step === 'over' ? ['step is over but there is no result'] : [];
  const out: string[] = [];
  if (!(RESULT_REASONS as readonly string[]).includes(s.result.reason))
    out.push(`unknown result reason ${s.result.reason}`);
  if (s.step !== 'over') out.push(`the game is over but the step is ${s.step}`);
  for (const q of s.players) if (!q.revealed) out.push(`the game is over but seat ${q.seat} is not revealed`);
  return out;
}

/**
 * The turn's shape as the rules describe it: only the current player sends; only a player the
 * intel reached, who is neither its sender nor locked, may choose to refuse it; the game goes on
 * only while two or more players remain; deaths are recorded once; the result matches the table.
 */
export function ruleViolations(s: GameState): string[] {
  const out: string[] = [];
  const rs = getRuleset(s.ruleset);
  const active = s.players.filter((q) => q.alive && !q.lost).map((q) => q.seat);
  const d = s.decision;
  const p = s.passing;
  if (!s.result) {
    // A dying player is still in until the death skills have fired (救美 may save them).
    const inPlay = active.length + s.players.filter((q) => q.dying).length;
    if (inPlay < 2) out.push(`the game goes on with ${active.length} players left`);
    if (d?.kind === 'sendIntel') {
      if (d.seat !== s.current) out.push(`seat ${d.seat} must send intel in seat ${s.current}'s turn`);
      if (s.step !== 'send' || p) out.push(`a send decision outside the send step (${s.step})`);
      if (s.players[d.seat].hand.length === 0) out.push(`seat ${d.seat} must send intel from an empty hand`);
    }
    if (d?.kind === 'receiveIntel') {
      if (!p || p.stage !== 'arrive' || p.holder !== d.seat)
        out.push(`seat ${d.seat} decides on intel that has not reached them`);
      else if (p.sender === d.seat) out.push(`the sender is asked whether to take back their own intel`);
      if (s.locks.includes(d.seat)) out.push(`locked seat ${d.seat} is asked whether to take the intel`);
    }
    if (p) {
      if (s.step !== 'passing') out.push(`intel travels in step ${s.step}`);
      if (p.sender !== s.current)
        out.push(`intel sent by seat ${p.sender} travels in seat ${s.current}'s turn`);
      // The holder may die while the intel is in front of them (血染玫瑰, 绝密); the intel then goes on
      // from their seat, so a dead holder is no fault. Only a decision by them would be (checked above).
    }
  }
  const dead = new Set<Seat>();
  for (const death of s.deaths) {
    if (dead.has(death.seat)) out.push(`seat ${death.seat} died twice`);
    dead.add(death.seat);
    if (s.players[death.seat].alive) out.push(`seat ${death.seat} is recorded dead but alive`);
  }
  for (const q of s.players)
    if (!q.alive && !dead.has(q.seat)) out.push(`seat ${q.seat} is dead with no death recorded`);
  const r = s.result;
  const policy = policyOf(s.ruleset);
  if (r) {
    const q = r.reason === 'intel' ? s.players[r.declarer] : undefined;
    // 风声再临 特工: 存有六张真情报 (red, blue or two-colour), a win of its own.
    const trueIntel = q ? q.intel.filter((c) => rs.cards[c].colour !== 'black').length : 0;
    if (q && q.camp === 'neutral' && trueIntel >= policy.neutralWinAtTrueIntel) {
      if (!r.winners.includes(q.seat) || r.winners.some((x) => s.players[x].camp !== 'neutral'))
        out.push(`a neutral win on ${trueIntel} true intel names winners ${JSON.stringify(r.winners)}`);
    } else if (r.reason === 'intel') {
      const colour = q ? rs.campColour(q.camp) : null;
      const count = q && colour ? q.intel.filter((c) => colourMatches(rs.cards[c].colour, colour)).length : 0;
      if (!q || !colour || count < rs.winAt)
        out.push(`seat ${r.declarer} declared an intel victory with ${count} intel`);
      else {
        // Losing is personal (004 on 小白: 即使所属阵营胜利…依然视为输掉): a member who lost (could not
        // send, 败露) does not share the camp's victory; the dead do.
        const camp = s.players.filter((x) => x.camp === q.camp && !x.lost).map((x) => x.seat);
        // With characters, missions (礼服蒙面人, 大美女) and 风度 may add co-winners to the camp.
        const winnersOk = s.options.characters
          ? camp.every((x) => r.winners.includes(x)) && !r.winners.some((x) => s.players[x].lost)
          : isDeepStrictEqual(r.winners, camp);
        if (!winnersOk || !isDeepStrictEqual(r.camps, [q.camp]))
          out.push(`an intel victory of ${q.camp} names winners ${JSON.stringify(r.winners)}`);
      }
    }
    // 风声再临 at four players: 仅剩两人游戏继续，除非试探出互为同阵营 — the two left, of one camp, win together.
    const twoOfOneCamp =
      s.ruleset === 'zailin' &&
      s.options.players === 4 &&
      active.length === 2 &&
      s.players[active[0]].camp !== 'neutral' &&
      s.players[active[0]].camp === s.players[active[1]].camp &&
      isDeepStrictEqual([...r.winners].sort(), [...active].sort()) &&
      isDeepStrictEqual(r.camps, [s.players[active[0]].camp]);
    if (r.reason === 'lastStanding' && !twoOfOneCamp && (active.length !== 1 || r.declarer !== active[0]))
      out.push(`last standing declared by ${r.declarer} with ${JSON.stringify(active)} left`);
    if (r.reason === 'noneLeft' && active.length !== 0)
      out.push(`nobody left, but ${JSON.stringify(active)} remain`);
    const last = active.length === 1 ? s.players[active[0]] : null;
    // A mode won by missions only: every win is its owner's; no camp wins as a camp.
    if (modeOf(s)?.victory === 'missions') {
      if (r.reason === 'intel') out.push(`an intel victory in a mode won by missions only`);
      if (r.camps.length > 0) out.push(`camps ${JSON.stringify(r.camps)} win in a mode won by missions only`);
    }
    // 风声再临 ①: 任何玩家只要存活到最后均单独获胜 (and every last one standing in a missions-only mode).
    const alone = policy.lastStanding === 'alone' || modeOf(s)?.victory === 'missions';
    if (r.reason === 'lastStanding' && last && alone) {
      if (!isDeepStrictEqual(r.winners, [last.seat]))
        out.push(`the last one standing wins alone, not with ${JSON.stringify(r.winners)}`);
    } else if (r.reason === 'lastStanding' && last && rs.campColour(last.camp)) {
      const camp = s.players.filter((x) => x.camp === last.camp && !x.lost).map((x) => x.seat);
      if (
        !camp.every((x) => r.winners.includes(x)) ||
        r.winners.some((x) => s.players[x].lost) ||
        (!s.options.characters && r.winners.length !== camp.length)
      )
        out.push(`the last one standing's camp is not all among the winners`);
    }
  }
  return out;
}

export function invariantViolations(s: GameState): string[] {
  return [
    ...cardPlaceViolations(s),
    ...pendingViolations(s),
    ...outOfGameViolations(s),
    ...intelCountViolations(s),
    ...handleViolations(s),
    ...resultViolations(s),
    ...ruleViolations(s),
  ];
}

// ---------------------------------------------------------------------------------------------
// What each seat may see

const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['rng', 'deck', 'seed', 'handleOf']);

/** Keys that must never leave the engine, found anywhere in a serialised value. */
export function forbiddenKeyPaths(value: unknown, path = '$'): string[] {
  const out: string[] = [];
  if (Array.isArray(value)) value.forEach((v, i) => out.push(...forbiddenKeyPaths(v, `${path}[${i}]`)));
  else if (value !== null && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      if (FORBIDDEN_KEYS.has(k)) out.push(`${path}.${k}`);
      out.push(...forbiddenKeyPaths(v, `${path}.${k}`));
    }
  return out;
}

/** The game's mode, read from the ruleset's data; undefined for the free game. */
export function modeOf(s: GameState): GameMode | undefined {
  const id = s.options.mode;
  return id === undefined ? undefined : getRuleset(s.ruleset).modes?.[id];
}

/**
 * Whether the mode shows `me` the camp of `seat`, from the mode's words (not the engine's code):
 * 'all' to every viewer, 'team' to a seat of the same camp; never while characters are chosen.
 */
export function modeShowsCamp(s: GameState, me: Seat, seat: Seat): boolean {
  const shown = modeOf(s)?.campsShown;
  if (!shown || s.step === 'chooseCharacters') return false;
  if (shown === 'all') return true;
  return me >= 0 && s.players[me].camp === s.players[seat].camp;
}

export function viewers(s: GameState): Viewer[] {
  return [...s.players.map((p) => p.seat), 'spectator'];
}

/**
 * Every seat's view and the spectator's: no unrevealed camp but one's own, no hand but one's own,
 * no face of a face-down intel in transit unless one sent or decoded it, no probe face but for its
 * two players, and no engine internals. `decoded` lists the seats that decoded the intel in transit
 * (from the `peek` events since it was sent).
 */
export function viewViolations(s: GameState, decoded: ReadonlySet<Seat>): string[] {
  const out: string[] = [];
  const rs = getRuleset(s.ruleset);
  const over = s.result !== null;
  const pend = pending(s);
  // While characters are chosen nobody knows their identity or hand yet.
  const choosing = s.step === 'chooseCharacters';
  for (const viewer of viewers(s)) {
    const me = viewer === 'spectator' ? -1 : viewer;
    const tag = `view(${viewer})`;
    const v = view(s, viewer);
    const json = JSON.parse(JSON.stringify(v)) as unknown;
    for (const k of forbiddenKeyPaths(json)) out.push(`${tag} contains ${k}`);
    if (!isDeepStrictEqual(json, v)) out.push(`${tag} does not survive JSON serialisation`);
    for (const pv of v.players) {
      const q = s.players[pv.seat];
      // Revealed: dead or lost (once the death is final), a skill that shows it, or the game's end;
      // and whatever the game's mode shows (阵营公开, 己方队友), exactly that.
      const known = (pv.seat === me && !choosing) || q.revealed || over || modeShowsCamp(s, me, pv.seat);
      if (!known && pv.camp !== null) out.push(`${tag} shows the unrevealed camp of seat ${pv.seat}`);
      // A player whose identity card 临危受命 took holds none: no camp is ever shown for him.
      const camp = q.identityTaken ? null : q.camp;
      if (known && pv.camp !== camp)
        out.push(`${tag} shows camp ${pv.camp} for seat ${pv.seat}, not ${camp}`);
      if (pv.handCount !== (choosing ? 0 : q.hand.length))
        out.push(`${tag} hand count of seat ${pv.seat} is wrong`);
    }
    if (me < 0) {
      if (v.hand !== null) out.push(`${tag} shows a hand to a spectator`);
      if (v.legal.length > 0) out.push(`${tag} gives a spectator legal commands`);
    } else {
      const mine = choosing ? [] : s.players[me].hand;
      const shown = v.hand ?? [];
      if (
        shown.length !== mine.length ||
        shown.some(
          (cv, i) => cv.handle !== s.handleOf[mine[i]] || !isDeepStrictEqual(cv.face, rs.cards[mine[i]]),
        )
      )
        out.push(`${tag} hand is not exactly the viewer's own hand`);
      if (pend?.seat !== me && v.legal.length > 0)
        out.push(`${tag} lists legal commands while another seat is pending`);
    }
    if (s.passing) {
      const face = v.passing?.card.face ?? null;
      // Face up: a 文本 intel, unless sent as a 密电 (加密); a 密电 turned face up (揭露).
      // Its sender knows it, unless 偷龙转凤 swapped it for an unseen card; a swap also resets who
      // has looked at it (破译, 速译).
      const text = s.passing.faceUp;
      const pass = s.passing;
      const maySee = text || (pass.sender === me && !pass.swapped) || pass.seenBy.includes(me);
      if (decoded.has(me) && !pass.swapped && !pass.seenBy.includes(me))
        out.push(`${tag} decoded the intel in transit but the table forgot it`);
      if (!maySee && face !== null) out.push(`${tag} sees the face of the face-down intel in transit`);
      if (maySee && !isDeepStrictEqual(face, rs.cards[s.passing.card]))
        out.push(`${tag} should see the face of the intel in transit`);
      if (v.passing?.card.handle !== s.handleOf[s.passing.card])
        out.push(`${tag} intel in transit has a wrong handle`);
    } else if (v.passing !== null) out.push(`${tag} shows intel in transit when there is none`);
    const frames = s.window?.stack ?? [];
    frames.forEach((f, i) => {
      const fv = v.window?.stack[i];
      const secret = f.card >= 0 && rs.functions[f.fn]?.hiddenFace && me !== f.user && me !== f.target.seat;
      if (secret && fv?.card?.face !== null)
        out.push(`${tag} sees the face of hidden frame ${f.id} (${f.fn})`);
    });
  }
  return out;
}

/** Where each card is held privately before a command, to check handles after it. */
export interface HandleSnapshot {
  nextHandle: number;
  handOf: Map<number, Seat>;
  faceDownInTransit: number | null;
}

export function handleSnapshot(s: GameState): HandleSnapshot {
  const handOf = new Map<number, Seat>();
  for (const p of s.players) for (const c of p.hand) handOf.set(c, p.seat);
  const faceDown = s.passing && !s.passing.faceUp ? s.passing.card : null;
  return { nextHandle: s.nextHandle, handOf, faceDownInTransit: faceDown };
}

/**
 * A card that enters a hand, or starts travelling face down, gets a handle nobody has seen, so that
 * nobody can follow it from where its face was known (the discard, a hand) to where it is hidden.
 */
export function freshHandleViolations(before: HandleSnapshot, s: GameState): string[] {
  const out: string[] = [];
  for (const p of s.players)
    for (const c of p.hand)
      if (before.handOf.get(c) !== p.seat && s.handleOf[c] < before.nextHandle)
        out.push(`card ${c} entered the hand of seat ${p.seat} with an old handle ${s.handleOf[c]}`);
  const p = s.passing;
  if (p && !p.faceUp && p.card !== before.faceDownInTransit && s.handleOf[p.card] < before.nextHandle)
    out.push(`face-down intel ${p.card} travels with an old handle ${s.handleOf[p.card]}`);
  return out;
}

function isCardView(x: unknown): boolean {
  if (x === null || typeof x !== 'object' || Array.isArray(x)) return false;
  const keys = Object.keys(x).sort();
  return keys.length === 2 && keys[0] === 'face' && keys[1] === 'handle';
}

function viewOfEvent(s: GameState, e: GameEvent, viewer: Viewer): EventView | undefined {
  return eventsFor(s, [e], viewer)[0];
}

/**
 * The events of one command as each viewer receives them: someone else's draw is only a count, a
 * probe's face reaches only its two players, a decode's peek only the decoder, under automatic
 * passing nobody else hears a pass, card ids never leave the engine, and no internals.
 */
export function eventViolations(s: GameState, events: readonly GameEvent[]): string[] {
  const out: string[] = [];
  const rs = getRuleset(s.ruleset);
  for (const viewer of viewers(s)) {
    const me = viewer === 'spectator' ? -1 : viewer;
    const all = eventsFor(s, events, viewer);
    const expected = events.filter((e) => !e.to || e.to.includes(me)).length;
    if (all.length !== expected)
      out.push(`eventsFor(${viewer}) gave ${all.length} events, expected ${expected}`);
    for (const e of events) {
      const v = viewOfEvent(s, e, viewer);
      const tag = `event ${e.type} for ${viewer}`;
      if (e.to && !e.to.includes(me)) {
        if (v) out.push(`${tag} reaches a viewer outside ${JSON.stringify(e.to)}`);
        continue;
      }
      if (!v) {
        out.push(`${tag} is missing`);
        continue;
      }
      const json = JSON.parse(JSON.stringify(v)) as Record<string, unknown>;
      for (const k of forbiddenKeyPaths(json)) out.push(`${tag} contains ${k}`);
      if ('to' in v) out.push(`${tag} still says who it is for`);
      // A skill used like a card has no card: null, with the skill named.
      const skillUse = v.type === 'use' && v.card === null && typeof v.skill === 'string';
      if ('card' in v && !isCardView(v.card) && !skillUse)
        out.push(`${tag} carries a raw card: ${JSON.stringify(v.card)}`);
      if ('cards' in v && !(Array.isArray(v.cards) && v.cards.every(isCardView)))
        out.push(`${tag} carries raw cards: ${JSON.stringify(v.cards)}`);
      const face = (v.card as { face?: unknown } | undefined)?.face ?? null;
      switch (e.type) {
        case 'draw':
          if (e.seat !== me) {
            if ('cards' in v || v.count !== e.cards.length) out.push(`${tag} shows more than a count`);
          } else if (!Array.isArray(v.cards) || v.cards.length !== e.cards.length)
            out.push(`${tag} does not show the drawer their cards`);
          break;
        case 'probeSeen':
          if (me !== e.user && me !== e.target) out.push(`${tag} reaches a third party`);
          break;
        case 'peek':
          if (me !== e.seat) out.push(`${tag} reaches someone other than the decoder`);
          break;
        case 'pass':
          // Under automatic passing only seats with a card to play pass by hand: telling others
          // would reveal who holds one.
          if (s.options.autoPass && me !== e.seat)
            out.push(`${tag} tells others that seat ${e.seat} passed by hand`);
          break;
        case 'send':
          if (!e.faceUp && me !== e.seat && face !== null) out.push(`${tag} shows a face-down intel's face`);
          break;
        case 'use':
          if (rs.functions[e.fn]?.hiddenFace && me !== e.seat && me !== e.target.seat && face !== null)
            out.push(`${tag} shows a hidden card's face`);
          break;
      }
    }
    // The two private events never reach anyone else, whatever `to` says.
    for (const e of events) {
      if (e.type === 'probeSeen' && me !== e.user && me !== e.target && viewOfEvent(s, e, viewer))
        out.push(`probeSeen reaches seat ${viewer}`);
      if (e.type === 'peek' && me !== e.seat && viewOfEvent(s, e, viewer))
        out.push(`peek reaches seat ${viewer}`);
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Structural checks

/** Paths where two values share the same object (a copy that is not independent). */
export function sharedObjectPaths(a: unknown, b: unknown, path = '$'): string[] {
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return [];
  if (a === b) return [path];
  const out: string[] = [];
  for (const k of Object.keys(a))
    out.push(
      ...sharedObjectPaths(
        (a as Record<string, unknown>)[k],
        (b as Record<string, unknown>)[k],
        `${path}.${k}`,
      ),
    );
  return out;
}

// ---------------------------------------------------------------------------------------------
// Commands that must be rejected

/** The command types the engine knows. */
export const COMMAND_TYPES: readonly string[] = [
  'pass',
  'use',
  'send',
  'accept',
  'refuse',
  'discard',
  'choose',
  'skill',
  'chooseCharacter',
];

export interface Attempt {
  label: string;
  seat: unknown;
  command: unknown;
}

/** True when `command` is, exactly, one of the commands `legalCommands` lists for `seat`. */
export function isListedLegal(s: GameState, seat: unknown, command: unknown): boolean {
  if (typeof seat !== 'number' || !Number.isInteger(seat) || seat < 0 || seat >= s.players.length)
    return false;
  return legalCommands(s, seat).some((c) => isDeepStrictEqual(c, command));
}

const BAD_NUMBERS: readonly unknown[] = [
  -1,
  -7,
  1.5,
  NaN,
  Infinity,
  -Infinity,
  2 ** 53,
  Number.MAX_VALUE,
  -Number.MAX_SAFE_INTEGER,
  1e9,
  null,
  '1',
  true,
  {},
  [],
];

const NOT_COMMANDS: readonly unknown[] = [
  null,
  undefined,
  0,
  42,
  NaN,
  'pass',
  '',
  true,
  [],
  [{ type: 'pass' }],
  {},
  { type: 'PASS' },
  { type: ' pass' },
  { type: null },
  { type: 5 },
  { type: ['pass'] },
  { type: {} },
  { type: 'toString' },
  { type: 'constructor' },
  { type: 'hasOwnProperty' },
  { type: 'play' },
  { card: 1 },
];

/**
 * Commands that a careless or hostile client might send at this moment. Some may happen to be
 * legal; callers skip those with `isListedLegal` (every candidate is built so that being listed is
 * the same as being legal: no `as`, no empty target object, no extra keys).
 */
export function illegalAttempts(s: GameState, choose: Choose): Attempt[] {
  const out: Attempt[] = [];
  const rs = getRuleset(s.ruleset);
  const n = s.players.length;
  const pick = <T>(xs: readonly T[]): T => xs[choose(xs.length)];
  const p = pending(s);
  const pendingSeat = p ? p.seat : choose(n);
  const legal = p ? legalCommands(s, p.seat) : [];
  const aLegal: Command = legal.length > 0 ? pick(legal) : { type: 'pass' };
  const handOf = (seat: Seat): number[] => s.players[seat].hand.map((c) => s.handleOf[c]);
  const myHand = handOf(pendingSeat);
  const aHandle = myHand.length > 0 ? pick(myHand) : 1;

  // Another seat (dead ones too) plays the pending seat's move.
  for (let seat = 0; seat < n; seat++)
    if (seat !== p?.seat) out.push({ label: 'a seat plays out of turn', seat, command: aLegal });
  // Seat numbers that are no seat.
  for (const seat of [
    -1,
    -n,
    n,
    n + 4,
    1e9,
    2 ** 53,
    Infinity,
    -Infinity,
    NaN,
    0.5,
    pendingSeat + 0.5,
    '0',
    String(pendingSeat),
    null,
    undefined,
    true,
    [],
    {},
  ])
    out.push({ label: 'the seat is not a seat number', seat, command: aLegal });

  // A move of the wrong kind for what the pending seat must do.
  const types = new Set(legal.map((c) => c.type));
  const kinds: Command[] = [
    { type: 'pass' },
    { type: 'use', card: aHandle },
    { type: 'send', card: aHandle },
    { type: 'accept' },
    { type: 'refuse' },
    { type: 'discard', card: aHandle },
    { type: 'choose' },
    { type: 'skill', skill: 'nothing' },
    { type: 'chooseCharacter', character: 'nobody' },
  ];
  for (const c of kinds)
    if (!types.has(c.type)) out.push({ label: 'a move of the wrong kind', seat: pendingSeat, command: c });

  // Handles that are not in the hand.
  const own = new Set(myHand);
  const foreign = s.handleOf.filter((h) => !own.has(h));
  const notMine: unknown[] = [
    pick(foreign),
    pick(foreign),
    pick(foreign),
    0,
    s.nextHandle,
    s.nextHandle + 1000,
    String(aHandle),
    aHandle + 0.5,
    ...BAD_NUMBERS,
  ];
  if (s.passing) notMine.push(s.handleOf[s.passing.card]);
  for (const card of notMine) {
    out.push({ label: 'use of a card not in the hand', seat: pendingSeat, command: { type: 'use', card } });
    out.push({ label: 'send of a card not in the hand', seat: pendingSeat, command: { type: 'send', card } });
    out.push({
      label: 'discard of a card not in the hand',
      seat: pendingSeat,
      command: { type: 'discard', card },
    });
  }

  // Real hand cards used at a moment or on a target that does not allow it.
  const intelHandles = s.players.flatMap((q) => q.intel.map((c) => s.handleOf[c]));
  const frameIds = (s.window?.stack ?? []).map((f) => f.id);
  const targets = (): unknown[] => {
    const ts: unknown[] = [
      undefined,
      { seat: choose(n) },
      { seat: pendingSeat },
      { frame: frameIds.length > 0 ? pick(frameIds) : 1 },
      { seat: pick([-1, n, NaN, 0.5, Infinity, '1', null]) },
      { frame: pick([-1, 0, s.nextFrameId, s.nextFrameId + 50, NaN, '1']) },
      {
        intel: pick([
          0,
          -1,
          NaN,
          aHandle,
          s.nextHandle,
          ...(intelHandles.length > 0 ? [pick(intelHandles)] : []),
        ]),
      },
      pick([null, 0, 7, 'seat', true]),
    ];
    if (intelHandles.length > 0) ts.push({ intel: pick(intelHandles) });
    return ts;
  };
  const useFrom = (seat: Seat, handles: readonly number[]): void => {
    for (const card of handles)
      for (const target of targets())
        out.push({
          label:
            seat === p?.seat
              ? 'use of a hand card on a bad target or at the wrong moment'
              : 'use of a hand card out of turn',
          seat,
          command: target === undefined ? { type: 'use', card } : { type: 'use', card, target },
        });
  };
  useFrom(pendingSeat, myHand);
  const other = choose(n);
  if (other !== pendingSeat) useFrom(other, handOf(other).slice(0, 2));
  // A card used as a function it is not.
  if (myHand.length > 0) {
    const card = pick(s.players[pendingSeat].hand);
    const fn = rs.cards[card].fn;
    const wrong = Object.keys(rs.functions).filter((f) => f !== fn);
    for (const as of [pick(wrong), 'nothing', '__proto__', 'constructor', 'toString', ''])
      out.push({
        label: 'use as another function',
        seat: pendingSeat,
        command: { type: 'use', card: s.handleOf[card], as },
      });
  }

  // Sending intel the wrong way.
  if (s.decision?.kind === 'sendIntel' && !s.result) {
    const seat = s.decision.seat;
    const dead = s.players.filter((q) => !q.alive || q.lost).map((q) => q.seat);
    for (const c of s.players[seat].hand) {
      const card = s.handleOf[c];
      if (rs.cards[c].delivery !== 'direct')
        for (const to of [choose(n), (seat + 1) % n, seat, -1, NaN])
          out.push({
            label: 'send with a target on a non-直达 card',
            seat,
            command: { type: 'send', card, to },
          });
      else
        for (const to of [undefined, seat, n, -1, NaN, 0.5, '1', null, ...dead])
          out.push({
            label: '直达 sent to nobody, oneself or someone out of the game',
            seat,
            command: to === undefined ? { type: 'send', card } : { type: 'send', card, to },
          });
    }
  }

  // Accepting, refusing or discarding when not asked to.
  for (let seat = 0; seat < n; seat++) {
    const d = s.decision;
    if (!(d?.kind === 'receiveIntel' && d.seat === seat)) {
      out.push({ label: 'accept when not deciding on intel', seat, command: { type: 'accept' } });
      out.push({ label: 'refuse when not deciding on intel', seat, command: { type: 'refuse' } });
    }
    const hand = handOf(seat);
    if (!(d?.kind === 'discardCard' && d.seat === seat) && hand.length > 0)
      out.push({ label: 'discard when not asked to', seat, command: { type: 'discard', card: pick(hand) } });
  }

  // Not commands at all.
  for (const command of NOT_COMMANDS) out.push({ label: 'not a command', seat: pendingSeat, command });
  return out;
}

/**
 * Send an attempt to `apply` and `applyInPlace`: both must reject it with a reason and change
 * nothing. `fingerprint` is `JSON.stringify(s)` taken beforehand (the state is plain JSON data, a
 * property checked on its own), so many attempts on one table cost one snapshot.
 */
export function rejectionViolations(s: GameState, a: Attempt, fingerprint = JSON.stringify(s)): string[] {
  const out: string[] = [];
  const tag = `${a.label}: seat ${safeJson(a.seat)} ${safeJson(a.command)}`;
  for (const [name, f] of [
    ['apply', apply],
    ['applyInPlace', applyInPlace],
  ] as const) {
    let r: { ok: boolean; error?: string };
    try {
      r = f(s, a.seat as Seat, a.command as Command);
    } catch (err) {
      out.push(`${name} threw on ${tag}: ${String(err)}`);
      continue;
    }
    if (r.ok) out.push(`${name} accepted ${tag}`);
    else if (typeof r.error !== 'string' || r.error.length === 0)
      out.push(`${name} rejected ${tag} without a reason`);
    if (JSON.stringify(s) !== fingerprint) {
      out.push(`${name} changed the state on ${tag}`);
      return out;
    }
  }
  return out;
}

function safeJson(x: unknown): string {
  try {
    const json = JSON.stringify(x, (_k, v: unknown) =>
      typeof v === 'number' && !Number.isFinite(v) ? String(v) : typeof v === 'bigint' ? `${v}n` : v,
    );
    return json ?? Object.prototype.toString.call(x);
  } catch {
    return Object.prototype.toString.call(x);
  }
}

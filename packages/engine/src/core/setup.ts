// A new game: identities dealt at random and kept secret, three starting cards, a random first
// player. A scenario may fix any of these. (Character selection comes before identities; it is
// added with the characters.)
import { randInt, seedRng, shuffleInPlace } from './rng.ts';
import { getRuleset } from './ruleset.ts';
import { assignCharacter, dealCharacters } from './characters.ts';
import { advance } from './flow.ts';
import { drawCards, reissue } from './zones.ts';
import type { CardId, GameEvent, GameOptions, GameState } from './types.ts';

export function createGame(opts: GameOptions): { state: GameState; events: GameEvent[] } {
  const rs = getRuleset(opts.ruleset);
  const n = opts.players;
  if (!Number.isInteger(n) || n < rs.minPlayers || n > rs.maxPlayers) {
    throw new Error(`players must be an integer from ${rs.minPlayers} to ${rs.maxPlayers}, got ${n}`);
  }
  const table = opts.identityTable ?? 'standard';
  if (table === 'variant' && !rs.hasVariant(n)) throw new Error(`no variant identity table for ${n} players`);
  const setup = opts.setup ?? {};
  const rng = seedRng(opts.seed);

  const camps = setup.camps ? [...setup.camps] : rs.identities(n, table);
  if (camps.length !== n) throw new Error(`setup.camps must list ${n} camps`);
  if (!setup.camps) shuffleInPlace(rng, camps);

  const s: GameState = {
    ruleset: rs.id,
    options: {
      players: n,
      seed: opts.seed,
      identityTable: table,
      autoPass: opts.autoPass ?? true,
      characters: !!opts.characters,
      expansion: !!opts.expansion,
    },
    rng,
    players: camps.map((camp, seat) => ({
      seat,
      camp,
      alive: true,
      lost: false,
      dying: false,
      revealed: false,
      hand: [],
      intel: [],
      character: null,
      characterUp: false,
      gender: opts.genders?.[seat] ?? 'unknown',
      offer: [],
    })),
    deck: [],
    discard: [],
    removed: [],
    dealPool: [],
    handleOf: new Array<number>(rs.cards.length).fill(0),
    nextHandle: 1,
    turn: 1,
    current: 0,
    step: 'turnStart',
    locks: [],
    failedToSend: false,
    skipDraw: !!setup.skipFirstDraw,
    passing: null,
    window: null,
    decision: null,
    tasks: [],
    nextFrameId: 1,
    deaths: [],
    lastIntel: null,
    result: null,
    commandCount: 0,
  };

  // Handles start in a random order so that none says which card it is.
  const order = rs.cards.map((_, i) => i);
  shuffleInPlace(rng, order);
  for (const c of order) reissue(s, c);

  const placed = new Set<CardId>();
  const place = (c: CardId, where: string): CardId => {
    if (!Number.isInteger(c) || c < 0 || c >= rs.cards.length) throw new Error(`${where}: no card ${c}`);
    if (placed.has(c)) throw new Error(`${where}: card ${c} is placed twice`);
    placed.add(c);
    return c;
  };
  setup.hands?.forEach((h, seat) => (s.players[seat].hand = h.map((c) => place(c, `hands[${seat}]`))));
  setup.intel?.forEach((h, seat) => (s.players[seat].intel = h.map((c) => place(c, `intel[${seat}]`))));
  s.discard = (setup.discard ?? []).map((c) => place(c, 'discard'));
  s.removed = (setup.removed ?? []).map((c) => place(c, 'removed'));
  const top = (setup.deck ?? []).map((c) => place(c, 'deck'));
  const rest = order.filter((c) => !placed.has(c));
  shuffleInPlace(rng, rest);
  if (setup.rest === 'discard') s.discard.push(...rest);
  else if (setup.rest === 'removed') s.removed.push(...rest);
  s.deck = setup.rest === undefined || setup.rest === 'deck' ? [...rest, ...top.reverse()] : top.reverse();

  const events: GameEvent[] = [];
  s.current = setup.firstPlayer ?? randInt(rng, n);
  if (s.current < 0 || s.current >= n) throw new Error(`setup.firstPlayer must be a seat from 0 to ${n - 1}`);
  events.push({ type: 'gameStart', players: n, first: s.current });
  for (let i = 0; i < n; i++) {
    const seat = (s.current + i) % n;
    if (!setup.hands) drawCards(s, seat, rs.startingHand, events);
    else for (const c of s.players[seat].hand) reissue(s, c);
  }
  if (s.options.characters) {
    if (!rs.characters) throw new Error(`the ${rs.id} ruleset has no characters`);
    if (setup.characters) {
      if (setup.characters.length !== n) throw new Error(`setup.characters must list ${n} characters`);
      setup.characters.forEach((c, seat) => assignCharacter(s, seat, c, setup.characterUp?.[seat]));
    } else dealCharacters(s, events);
  }
  advance(s, events);
  return { state: s, events };
}

// A new game: identities dealt at random and kept secret, three starting cards, a random first
// player. A scenario may fix any of these. (Character selection comes before identities; it is
// added with the characters.)
import { randInt, seedRng, shuffleInPlace } from './rng.ts';
import { getRuleset, policyOf, type GameMode, type Ruleset } from './ruleset.ts';
import { assignCharacter, charactersPlaced, dealCharacters } from './characters.ts';
import { advance } from './flow.ts';
import { dealStartingHands, reissue } from './zones.ts';
import type { Camp, CardId, GameEvent, GameOptions, GameState } from './types.ts';

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

  if (opts.teaching) {
    const most = policyOf(rs.id).teachingMaxPlayers;
    if (most === 0) throw new Error(`the ${rs.id} ruleset has no teaching mode`);
    if (n > most) throw new Error(`the teaching mode is played by at most ${most} players, got ${n}`);
  }
  const mode = gameMode(rs, opts.mode, n);
  if (mode?.victory === 'missions' && !opts.characters)
    throw new Error(`the ${mode.id} mode is won by the characters' missions: play it with characters`);
  let camps: Camp[];
  if (setup.camps) {
    camps = [...setup.camps];
    if (camps.length !== n) throw new Error(`setup.camps must list ${n} camps`);
  } else {
    // Identity cards left over go back face down: nobody learns which.
    camps = mode?.identities ? mode.identities(n) : rs.identities(n, table);
    shuffleInPlace(rng, camps);
    camps.length = n;
    if (mode?.seating === 'alternate') camps = alternateCamps(camps);
  }

  const s: GameState = {
    ruleset: rs.id,
    options: {
      players: n,
      seed: opts.seed,
      identityTable: table,
      autoPass: opts.autoPass ?? true,
      characters: !!opts.characters,
      expansion: !!opts.expansion,
      teaching: !!opts.teaching,
      ...(mode ? { mode: mode.id } : {}),
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
    demand: null,
    failedToSend: false,
    usedCard: false,
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
  // Most games place nothing: then the rest is the whole order, with no lookup per card.
  const rest = placed.size === 0 ? order : order.filter((c) => !placed.has(c));
  shuffleInPlace(rng, rest);
  if (setup.rest === 'discard') s.discard.push(...rest);
  else if (setup.rest === 'removed') s.removed.push(...rest);
  if (setup.rest !== undefined && setup.rest !== 'deck') s.deck = top.reverse();
  else s.deck = top.length === 0 ? rest : [...rest, ...top.reverse()];

  const events: GameEvent[] = [];
  s.current = setup.firstPlayer ?? randInt(rng, n);
  if (s.current < 0 || s.current >= n) throw new Error(`setup.firstPlayer must be a seat from 0 to ${n - 1}`);
  events.push({ type: 'gameStart', players: n, first: s.current });
  // Hands are dealt once the characters are chosen (000: 分发游戏牌 after 角色挑选; 001: ④ after ③): a
  // player chooses without knowing the cards. Hands a scenario placed are there from the start.
  const choosing = s.options.characters && !setup.characters;
  if (setup.hands) for (const p of s.players) for (const c of p.hand) reissue(s, c);
  else if (!choosing) dealStartingHands(s, events);
  if (s.options.characters) {
    if (!rs.characters) throw new Error(`the ${rs.id} ruleset has no characters`);
    if (setup.characterDeck) {
      for (const id of setup.characterDeck)
        if (!rs.characters[id]) throw new Error(`setup.characterDeck: unknown character "${id}"`);
      s.characterDeck = setup.characterDeck.slice();
    }
    if (setup.characters) {
      if (setup.characters.length !== n) throw new Error(`setup.characters must list ${n} characters`);
      setup.characters.forEach((c, seat) => {
        if (c !== null) assignCharacter(s, seat, c, setup.characterUp?.[seat]);
      });
      charactersPlaced(s, events);
    } else dealCharacters(s, events);
  }
  advance(s, events);
  return { state: s, events };
}

/** The mode asked for, checked against the table size; null for the edition's free game. */
function gameMode(rs: Ruleset, id: string | undefined, n: number): GameMode | null {
  if (id === undefined) return null;
  const mode = rs.modes?.[id];
  if (!mode) {
    const known = Object.keys(rs.modes ?? {});
    throw new Error(`the ${rs.id} ruleset has no mode "${id}" (modes: ${known.join(', ') || 'none'})`);
  }
  if (!mode.players.includes(n))
    throw new Error(`the ${id} mode is played by ${mode.players.join(' or ')} players, got ${n}`);
  return mode;
}

/**
 * Two camps seated in turn (3V3): the camp of the first card dealt takes the even seats. The cards
 * stay those dealt; only the seating is fixed.
 */
function alternateCamps(dealt: Camp[]): Camp[] {
  const first = dealt[0];
  const other = dealt.find((c) => c !== first);
  if (other === undefined || dealt.some((c) => c !== first && c !== other))
    throw new Error('an alternating seating needs exactly two camps');
  return dealt.map((_, seat) => (seat % 2 === 0 ? first : other));
}

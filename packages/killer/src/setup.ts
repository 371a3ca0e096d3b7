// A new game: roles dealt secretly by the count table of seed 002 (3.1), then the first night.
import { seedRng, shuffleInPlace } from '@fengsheng/game/rng';
import { startNight } from './night.ts';
import type { KillerEvent, KillerOptions, KillerState, Role } from './types.ts';

export const MIN_PLAYERS = 8;
export const MAX_PLAYERS = 16;

/** 「玩家数在8~10人为2警2匪，11~14人为3警3匪，15~16人为4警4匪配置」: police = killers = this many. */
export function specialsFor(players: number): number {
  if (players <= 10) return 2;
  if (players <= 14) return 3;
  return 4;
}

export function roleCounts(players: number): Record<Role, number> {
  const n = specialsFor(players);
  return { police: n, killer: n, civilian: players - 2 * n };
}

function checkOptions(o: KillerOptions): void {
  if (!Number.isInteger(o.players) || o.players < MIN_PLAYERS || o.players > MAX_PLAYERS)
    throw new Error(`杀人游戏 needs 8 to 16 players, not ${String(o.players)}`);
  const roles = o.setup?.roles;
  if (roles) {
    if (roles.length !== o.players)
      throw new Error(`setup.roles has ${roles.length} roles for ${o.players} seats`);
    const want = roleCounts(o.players);
    for (const r of ['police', 'killer', 'civilian'] as const) {
      const n = roles.filter((x) => x === r).length;
      if (n !== want[r]) throw new Error(`setup.roles: ${n} ${r} where ${o.players} players have ${want[r]}`);
    }
  }
  const p = o.previousFirstVictim;
  if (p !== undefined && p !== null && (!Number.isInteger(p) || p < 0 || p >= o.players))
    throw new Error(`previousFirstVictim ${String(p)} is not a seat`);
}

export function createGame(options: KillerOptions): { state: KillerState; events: KillerEvent[] } {
  checkOptions(options);
  const players = options.players;
  const rng = seedRng(options.seed);
  const counts = roleCounts(players);
  let roles: Role[];
  if (options.setup?.roles) roles = [...options.setup.roles];
  else {
    roles = [
      ...Array<Role>(counts.police).fill('police'),
      ...Array<Role>(counts.killer).fill('killer'),
      ...Array<Role>(counts.civilian).fill('civilian'),
    ];
    shuffleInPlace(rng, roles);
  }
  const state: KillerState = {
    game: 'killer',
    players,
    roles,
    alive: Array<boolean>(players).fill(true),
    quota: counts.police,
    round: 0,
    victim: null,
    firstVictim: null,
    previousFirstVictim: options.previousFirstVictim ?? null,
    order: [],
    tieLevel: 0,
    tied: [],
    step: { kind: 'over' },
    outs: [],
    checks: [],
    votes: [],
    messages: [],
    chatCount: Array<number>(players).fill(0),
    rng,
    commandCount: 0,
    result: null,
  };
  const events: KillerEvent[] = [
    {
      type: 'gameStart',
      players,
      police: counts.police,
      killers: counts.killer,
      civilians: counts.civilian,
      quota: counts.police,
    },
  ];
  for (let seat = 0; seat < players; seat++) {
    const role = roles[seat];
    const mates = role === 'civilian' ? [] : seatsWithRole(state, role).filter((s) => s !== seat);
    events.push({ type: 'role', seat, role, mates, to: [seat] });
  }
  startNight(state, events);
  return { state, events };
}

export function seatsWithRole(s: KillerState, role: Role): number[] {
  const out: number[] = [];
  for (let i = 0; i < s.players; i++) if (s.roles[i] === role) out.push(i);
  return out;
}

export function livingWithRole(s: KillerState, role: Role): number[] {
  return seatsWithRole(s, role).filter((i) => s.alive[i]);
}

export function living(s: KillerState): number[] {
  const out: number[] = [];
  for (let i = 0; i < s.players; i++) if (s.alive[i]) out.push(i);
  return out;
}

/** Living players in seat order starting from the first living one on `seat`'s right (seat + 1). */
export function livingFromRightOf(s: KillerState, seat: number): number[] {
  const out: number[] = [];
  for (let k = 1; k <= s.players; k++) {
    const i = (seat + k) % s.players;
    if (s.alive[i]) out.push(i);
  }
  return out;
}

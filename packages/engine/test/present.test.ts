// The presentation half of the contract, checked the way a player would: every event reads as
// plain words in both languages and never names a card the viewer may not see; the timer's default
// is always legal and alone ends every game; the buttons of one moment all read differently; and
// every id a view shows has a name.
import { describe, expect, it } from 'vitest';
import {
  applyInPlace,
  createGame,
  defaultCommand,
  describeCommand,
  describeCommands,
  eventsFor,
  fengsheng,
  getRuleset,
  glossary,
  legalCommands,
  narrate,
  pending,
  standard,
  view,
} from '../src/index.ts';
import type {
  Command,
  EventView,
  GameEvent,
  GameOptions,
  GameState,
  GameView,
  Viewer,
} from '../src/index.ts';
import type { Text } from '@fengsheng/game';
import { MAX_COMMANDS, chooserFromRandom, randomOptions, seededRandom } from './helpers/invariants.ts';
import { zailinAtSend, zailinCard } from './helpers/zailin-send.ts';

const BAD = /undefined|NaN|\[object|null/;

/** Why these words are not fit to show, or null. Plain checks: vitest's expect is too slow here. */
function wordProblem(x: Text): string | null {
  if (!x || typeof x.zh !== 'string' || typeof x.en !== 'string') return 'not a Text';
  if (x.zh.trim() === '' || x.en.trim() === '') return 'empty';
  if (BAD.test(x.zh) || BAD.test(x.en)) return `bad words: ${x.zh} / ${x.en}`;
  return null;
}

function expectWords(x: Text, where: string): void {
  const p = wordProblem(x);
  if (p) expect.fail(`${where}: ${p}`);
}

function viewersOf(s: GameState): Viewer[] {
  return [...s.players.map((p) => p.seat), 'spectator'];
}

/** The card ids of an event whose face the redacted event hides from its viewer. */
function hiddenCards(raw: GameEvent, seen: EventView): number[] {
  // A used card's function is public (everyone sees a 试探 is played); only its face is hidden.
  if (raw.type === 'use') return [];
  const out: number[] = [];
  const r = raw as unknown as Record<string, unknown>;
  const v = seen as Record<string, unknown>;
  for (const key of ['card', 'replacement']) {
    const c = v[key] as { face: unknown } | undefined;
    if (typeof r[key] === 'number' && (c === undefined || c === null || c.face === null))
      out.push(r[key] as number);
  }
  return out;
}

/** Every id a view shows, by glossary kind. */
function idsIn(v: GameView): [string, string][] {
  const out: [string, string][] = [['steps', v.step]];
  const faces = [
    ...(v.hand ?? []),
    ...v.discard,
    ...v.players.flatMap((p) => p.intel),
    ...(v.passing ? [v.passing.card] : []),
    ...(v.pending?.options ?? []).flatMap((o) => (o.card ? [o.card] : [])),
  ].flatMap((c) => (c.face ? [c.face] : []));
  for (const f of faces) {
    out.push(['functions', f.fn], ['colours', f.colour], ['deliveries', f.delivery]);
    if (f.probe) out.push(['camps', f.probe.camp], ['probeEffects', f.probe.effect]);
  }
  if (v.passing) out.push(['deliveries', v.passing.delivery]);
  for (const p of v.players) {
    if (p.camp) out.push(['camps', p.camp]);
    if (p.character) out.push(['characters', p.character]);
  }
  for (const c of v.offer) out.push(['characters', c]);
  if (v.window) {
    out.push(['windows', v.window.kind]);
    for (const f of v.window.stack) out.push(f.skill ? ['skills', f.skill] : ['functions', f.fn]);
  }
  if (v.pending) {
    out.push(['pendingKinds', v.pending.kind]);
    if (v.pending.prompt) out.push(['prompts', v.pending.prompt]);
    for (const o of v.pending.options ?? []) if (o.value) out.push(['choiceValues', o.value]);
  }
  if (v.result) {
    out.push(['reasons', v.result.reason]);
    for (const c of v.result.camps) out.push(['camps', c]);
  }
  return out;
}

function idsInEvent(e: EventView): [string, string][] {
  const r = e as Record<string, unknown>;
  switch (e.type) {
    case 'declare':
      return [['declareHows', r.how as string]];
    case 'lose':
      return [['loseReasons', r.why as string]];
    case 'receive':
      return [['receiveHows', r.how as string]];
    case 'probeAnswer':
      return [['probeAnswers', r.answer as string]];
    case 'skill':
      return [['skills', r.skill as string]];
    default:
      return [];
  }
}

function expectLabels(v: GameView, where: () => string): void {
  // The whole list labelled at once, as the server labels it for each state, and each command alone
  // (as the log's words for a command are): the same words.
  const labels = describeCommands(v, v.legal);
  labels.forEach((l, i) => {
    const c = v.legal[i];
    const alone = describeCommand(v, c);
    if (JSON.stringify(alone) !== JSON.stringify(l))
      expect.fail(
        `${where()}: ${JSON.stringify(c)} reads ${JSON.stringify(l)} in its list, ${JSON.stringify(alone)} alone`,
      );
    const bad = wordProblem(l.text);
    if (bad) expect.fail(`${where()}: ${JSON.stringify(c)}: ${bad}`);
    // The click targets are the command's own card, seat and intel.
    const card = c.type === 'use' || c.type === 'send' || c.type === 'discard' ? c.card : undefined;
    const seat =
      c.type === 'use' || c.type === 'skill'
        ? c.target?.seat
        : c.type === 'send'
          ? c.to
          : c.type === 'choose'
            ? c.pick?.seat
            : undefined;
    const intel = c.type === 'use' || c.type === 'skill' ? c.target?.intel : undefined;
    if (
      (card !== undefined && l.card !== card) ||
      l.seat !== seat ||
      (intel !== undefined && l.intel !== intel)
    )
      expect.fail(`${where()}: ${JSON.stringify(c)} -> ${JSON.stringify(l)}`);
  });
  for (const lang of ['zh', 'en'] as const) {
    const words = labels.map((l) => l.text[lang]);
    if (new Set(words).size !== words.length) expect.fail(`${where()}: labels repeat: ${words.join(' | ')}`);
  }
  // An option's number tells commands apart only where nothing a player sees could: picks of two
  // cards printed alike.
  labels.forEach((l, i) => {
    if (l.text.zh.includes('（选项') && !twinPick(v, v.legal[i]))
      expect.fail(`${where()}: ${JSON.stringify(v.legal[i])} is told apart by its number only: ${l.text.zh}`);
  });
}

/** A pick of a card another offered card is printed exactly like. */
function twinPick(v: GameView, c: Command): boolean {
  if (c.type !== 'choose' || c.pick?.card === undefined) return false;
  const faces = (v.pending?.options ?? []).map((o) => o.card);
  const mine = faces.find((f) => f?.handle === c.pick!.card);
  const printed = JSON.stringify(mine?.face);
  return faces.some((f) => f && f.handle !== mine?.handle && JSON.stringify(f.face) === printed);
}

interface Tally {
  games: number;
  events: Set<string>;
  commands: Set<string>;
}

/** Plays one random game and checks every presentation function at every step. */
function checkGame(options: GameOptions, random: () => number, tally: Tally): void {
  const choose = chooserFromRandom(random);
  const created = createGame(options);
  const state = created.state;
  const g = glossary(options);
  const rs = getRuleset(state.ruleset);
  const check = (events: GameEvent[]): void => {
    for (const viewer of viewersOf(state)) {
      for (const raw of events) {
        const seen = eventsFor(state, [raw], viewer);
        if (seen.length === 0) continue;
        const words = fengsheng.narrate(seen[0], state);
        tally.events.add(raw.type);
        const where = `${JSON.stringify(options)} viewer ${viewer}: ${JSON.stringify(seen[0])} -> ${words.zh} / ${words.en}`;
        expectWords(words, where);
        for (const card of hiddenCards(raw, seen[0])) {
          const name = rs.functions[rs.cards[card].fn].name;
          expect(words.zh, where).not.toContain(name.zh);
          expect(words.en, where).not.toContain(name.en);
        }
        for (const [kind, id] of idsInEvent(seen[0]))
          expect(g[kind]?.[id], `${where}: no ${kind} ${id}`).toBeDefined();
      }
    }
  };
  check(created.events);
  let steps = 0;
  while (!state.result) {
    const p = pending(state)!;
    const legal = legalCommands(state, p.seat);
    const d = JSON.stringify(defaultCommand(state, p.seat));
    if (!legal.some((c) => JSON.stringify(c) === d)) expect.fail(`default ${d} is not legal`);
    // Labels and glossary from the acting seat's view (the only one with buttons).
    if (legal.length > 1) {
      const v = view(state, p.seat);
      expectLabels(v, () => `${JSON.stringify(options)} step ${steps}`);
      for (const [kind, id] of idsIn(v)) if (!g[kind]?.[id]) expect.fail(`no ${kind} ${id} (step ${steps})`);
    }
    const command: Command = legal[choose(legal.length)];
    tally.commands.add(command.type);
    const r = applyInPlace(state, p.seat, command);
    if (!r.ok) throw new Error(r.error);
    check(r.events);
    steps++;
    if (steps >= MAX_COMMANDS) expect.fail(`${JSON.stringify(options)}: no end`);
  }
  for (const [kind, id] of idsIn(view(state, 'spectator')))
    expect(g[kind]?.[id], `no ${kind} ${id}`).toBeDefined();
  tally.games++;
}

describe('presentation over random games', () => {
  it('narrates every event for every viewer, hides hidden faces, labels every legal list distinctly, names every id', () => {
    const random = seededRandom(20240611);
    const tally: Tally = { games: 0, events: new Set(), commands: new Set() };
    for (let i = 0; i < 240; i++) {
      const options = randomOptions(random, 3 + Math.floor(random() * 7));
      // Half the games with characters (they bring skills, choices and most event types).
      checkGame({ ...options, characters: i % 2 === 0, expansion: i % 4 === 0 }, random, tally);
    }
    expect(tally.games).toBe(240);
    // The games reached the events and commands worth checking.
    for (const type of [
      'use',
      'send',
      'receive',
      'death',
      'gameOver',
      'skill',
      'characterChosen',
      'probeAnswer',
    ])
      expect(tally.events.has(type), type).toBe(true);
    for (const type of ['use', 'send', 'accept', 'refuse', 'choose', 'skill', 'chooseCharacter'])
      expect(tally.commands.has(type), type).toBe(true);
  }, 120_000);
});

describe('presentation over random games of 风声再临 and 千智风声', () => {
  it('narrates in the edition’s words, hides hidden faces, labels every legal list readably, names every id', () => {
    const random = seededRandom(20261206);
    const tally: Tally = { games: 0, events: new Set(), commands: new Set() };
    for (let i = 0; i < 120; i++) {
      const ruleset = i % 2 === 0 ? 'zailin' : 'online';
      const characters = i % 4 < 2;
      const { minPlayers, maxPlayers } = getRuleset(ruleset);
      const players = minPlayers + Math.floor(random() * (maxPlayers - minPlayers + 1));
      const seed = Math.floor(random() * 0x100000000);
      checkGame({ ruleset, players, seed, characters, expansion: characters }, random, tally);
    }
    // And each of the online edition's modes at one of its sizes (campsShown, fixed seats, missions).
    const modes: [string, number][] = [
      ['novice', 4],
      ['threeVsThree', 6],
      ['fiveSix', 5],
      ['missions', 6],
    ];
    for (const [mode, players] of modes) {
      const seed = Math.floor(random() * 0x100000000);
      checkGame({ ruleset: 'online', mode, players, seed, characters: true, expansion: true }, random, tally);
    }
    expect(tally.games).toBe(124);
    for (const type of ['use', 'send', 'receive', 'death', 'gameOver', 'skill', 'characterChosen'])
      expect(tally.events.has(type), type).toBe(true);
    for (const type of ['use', 'send', 'accept', 'refuse', 'choose', 'skill', 'chooseCharacter'])
      expect(tally.commands.has(type), type).toBe(true);
  }, 120_000);
});

describe('the timer default', () => {
  it('playing only default commands ends every game', () => {
    const random = seededRandom(7);
    for (let i = 0; i < 200; i++) {
      const options = {
        ...randomOptions(random, 3 + (i % 7)),
        characters: i % 2 === 1,
        expansion: i % 4 === 1,
      };
      const { state } = createGame(options);
      let steps = 0;
      while (!state.result) {
        const seat = pending(state)!.seat;
        const r = applyInPlace(state, seat, defaultCommand(state, seat));
        if (!r.ok) throw new Error(`${JSON.stringify(options)}: ${r.error}`);
        steps++;
        // Without automatic passing every seat passes every window by hand: games run longer.
        if (steps >= 10 * MAX_COMMANDS) expect.fail(`${JSON.stringify(options)}: no end`);
      }
    }
  });

  it('passes, refuses, and sends the first card', () => {
    const { state } = createGame({ ruleset: 'standard', players: 4, seed: 3 });
    const seat = pending(state)!.seat;
    expect(defaultCommand(state, seat)).toEqual({ type: 'pass' });
    // Everyone passes; the current player must then send.
    while (pending(state)!.kind === 'priority') applyInPlace(state, pending(state)!.seat, { type: 'pass' });
    expect(pending(state)!.kind).toBe('sendIntel');
    expect(defaultCommand(state, seat)).toEqual(legalCommands(state, seat)[0]);
    while (pending(state)!.kind !== 'receiveIntel')
      applyInPlace(state, pending(state)!.seat, defaultCommand(state, pending(state)!.seat));
    expect(defaultCommand(state, pending(state)!.seat)).toEqual({ type: 'refuse' });
  });

  it('throws for a seat that is asked nothing', () => {
    const { state } = createGame({ ruleset: 'standard', players: 4, seed: 3 });
    const other = (pending(state)!.seat + 1) % 4;
    expect(() => defaultCommand(state, other)).toThrow();
  });
});

const cardId = (fn: string, colour: string): number =>
  standard.cards.findIndex((c) => c.fn === fn && c.colour === colour);

/** Five players; seat 2 (「3号位」) starts its play phase with the given hand. */
function table(hand: number[]): GameState {
  return createGame({
    ruleset: 'standard',
    players: 5,
    seed: 11,
    autoPass: false,
    setup: { hands: [[], [], hand, [], []], firstPlayer: 2, skipFirstDraw: true },
  }).state;
}

function play(s: GameState, seat: number, c: Command): GameEvent[] {
  const r = applyInPlace(s, seat, c);
  if (!r.ok) throw new Error(r.error);
  return r.events;
}

describe('concrete scenes', () => {
  it('a lock on seat 5 reads 「3号位 对 5号位 使用【锁定】」 and its button 「对 5号位 使用【锁定】」', () => {
    const s = table([cardId('lock', 'red')]);
    const v = view(s, 2);
    const lock = v.legal.find((c) => c.type === 'use' && c.target?.seat === 4)!;
    const label = describeCommand(v, lock);
    expect(label.text).toEqual({ zh: '对 5号位 使用【锁定】', en: 'Play Lock on Seat 5' });
    expect(label.seat).toBe(4);
    expect(label.card).toBe(v.hand![0].handle);
    expect(describeCommand(v, { type: 'pass' }).text).toEqual({ zh: '过', en: 'Pass' });
    const events = play(s, 2, lock);
    const use = eventsFor(s, events, 0).find((e) => e.type === 'use')!;
    expect(narrate(use)).toEqual({ zh: '3号位 对 5号位 使用【锁定】', en: 'Seat 3 plays Lock on Seat 5' });
  });

  it('a 识破 says what it counters: 「3号位 针对 1号位 的【试探】使用【识破】」', () => {
    const z = getRuleset('zailin').cards;
    const probe = z.findIndex((c) => c.fn === 'probe');
    const counter = z.findIndex((c) => c.fn === 'counter');
    const lock = z.findIndex((c) => c.fn === 'lock');
    const { state: s } = createGame({
      ruleset: 'zailin',
      players: 4,
      seed: 1,
      setup: {
        camps: ['red', 'blue', 'red', 'blue'],
        hands: [[probe], [lock], [counter], []],
        firstPlayer: 0,
        skipFirstDraw: true,
      },
    });
    const use = view(s, 0).legal.find((c) => c.type === 'use' && c.target?.seat === 1)!;
    play(s, 0, use);
    const answer = view(s, 2).legal.find((c) => c.type === 'use')!;
    const events = play(s, 2, answer);
    for (const viewer of [0, 1, 3] as const) {
      const e = eventsFor(s, events, viewer).find((x) => x.type === 'use')!;
      expect(narrate(e)).toEqual({
        zh: '3号位 针对 1号位 的【试探】使用【识破】',
        en: "Seat 3 plays Counter against Seat 1's Probe",
      });
    }
  });

  it('a face-down intel is told without its face to others, with it to its sender', () => {
    const s = table([cardId('intercept', 'black')]);
    while (pending(s)!.kind === 'priority') play(s, pending(s)!.seat, { type: 'pass' });
    const v = view(s, 2);
    expect(describeCommand(v, v.legal[0]).text).toEqual({
      zh: '传出【截获】（黑·密电）',
      en: 'Send Intercept (black, secret)',
    });
    const events = play(s, 2, v.legal[0]);
    const other = narrate(eventsFor(s, events, 0).find((e) => e.type === 'send')!);
    expect(other).toEqual({
      zh: '3号位 传出一张面朝下的情报（密电），传向 4号位',
      en: 'Seat 3 sends a face-down intel (secret) toward Seat 4',
    });
    const own = narrate(eventsFor(s, events, 2).find((e) => e.type === 'send')!);
    expect(own.zh).toBe('3号位 面朝下传出情报【截获】（黑·密电），传向 4号位');
    expect(own.en).toBe('Seat 3 sends Intercept (black, secret) face down toward Seat 4');
  });

  it('a 危险情报 is printed with no delivery: each send button names the way it goes, and the log says it', () => {
    const s = zailinAtSend([zailinCard((c) => c.fn === 'dangerousIntel')]);
    const v = view(s, 0);
    const labels = v.legal.map((c) => describeCommand(v, c).text.zh);
    expect(labels).toEqual([
      '传出【危险情报】（灰·任选传递）（作为密电）',
      '传出【危险情报】（灰·任选传递）（作为文本）',
      '传出【危险情报】（灰·任选传递）给 2号位',
      '传出【危险情报】（灰·任选传递）给 3号位',
      '传出【危险情报】（灰·任选传递）给 4号位',
    ]);
    expect(describeCommand(v, v.legal[1]).text.en).toBe(
      'Send Dangerous Intel (grey, any delivery) (as text)',
    );
    const events = play(s, 0, v.legal[1]);
    // The log speaks the edition's words, as the buttons do (风声再临's false intel is 灰).
    const sent = fengsheng.narrate(
      eventsFor(s, events, 1).find((e) => e.type === 'send')!,
      s,
    );
    expect(sent).toEqual({
      zh: '1号位 传出情报【危险情报】（灰·任选传递）作为文本，传向 2号位',
      en: 'Seat 1 sends Dangerous Intel (grey, any delivery) as text toward Seat 2',
    });
  });

  it('two 锁定 of one player wait: each 识破 button says which one it answers (「对 3号位 指向 5号位 的【锁定】」)', () => {
    const s = createGame({
      ruleset: 'standard',
      players: 5,
      seed: 11,
      autoPass: false,
      setup: {
        hands: [[], [], [cardId('lock', 'red'), cardId('lock', 'black')], [cardId('counter', 'blue')], []],
        firstPlayer: 2,
        skipFirstDraw: true,
      },
    }).state;
    const lockOn = (seat: number) =>
      view(s, 2).legal.find((c) => c.type === 'use' && c.target?.seat === seat)!;
    play(s, 2, lockOn(4));
    // Everyone passes once; priority is back with the lock's user, who locks a second player.
    for (const seat of [3, 4, 0, 1]) play(s, seat, { type: 'pass' });
    play(s, 2, lockOn(0));
    const v = view(s, 3);
    const counters = v.legal.filter((c) => c.type === 'use');
    expect(counters.map((c) => describeCommand(v, c).text.zh)).toEqual([
      '对 3号位 指向 5号位 的【锁定】使用【识破】（蓝·直达）',
      '对 3号位 指向 1号位 的【锁定】使用【识破】（蓝·直达）',
    ]);
    expect(describeCommand(v, counters[1]).text.en).toBe(
      "Play Counter (blue, direct) on Seat 3's Lock on Seat 1",
    );
  });

  it('two 公开文本 differing only in what they print are told apart by it, not by an option number', () => {
    const printed = (variant: string) => zailinCard((c) => c.fn === 'publicText' && c.variant === variant);
    const s = zailinAtSend([printed('blueDrawsOne'), printed('redDrawsOne')]);
    const v = view(s, 0);
    const labels = v.legal.map((c) => describeCommand(v, c).text.zh);
    expect(new Set(labels).size).toBe(labels.length);
    for (const l of labels) expect(l).not.toContain('选项');
    const blue = v.legal.filter((c) => c.type === 'send' && c.card === v.hand![0].handle);
    for (const c of blue) expect(describeCommand(v, c).text.zh).toContain('军情抽一张牌');
  });

  it('a 风声再临 state character is chosen face up or face down, and each button says which', () => {
    // The first table whose first chooser is offered a state character (状态角色).
    for (let seed = 1; seed < 200; seed++) {
      const { state: s } = createGame({
        ruleset: 'zailin',
        players: 5,
        seed,
        characters: true,
        expansion: true,
      });
      const p = pending(s)!;
      const v = view(s, p.seat!);
      const up = v.legal.find((c) => c.type === 'chooseCharacter' && c.up === true);
      const down = v.legal.find(
        (c) =>
          c.type === 'chooseCharacter' &&
          c.up === false &&
          up?.type === 'chooseCharacter' &&
          c.character === up.character,
      );
      if (!up || !down || up.type !== 'chooseCharacter') continue;
      const name = getRuleset('zailin').characters![up.character].name;
      expect(describeCommand(v, up).text).toEqual({
        zh: `选择角色【${name.zh}】，面朝上放置`,
        en: `Choose ${name.en}, face up`,
      });
      expect(describeCommand(v, down).text.zh).toBe(`选择角色【${name.zh}】，面朝下放置`);
      return;
    }
    throw new Error('no table offered a state character');
  });

  it('a probe is face down for everyone but its two players', () => {
    const probe = standard.cards.findIndex((c) => c.probe?.camp === 'blue' && c.probe.effect === 'draw2');
    const s = table([probe]);
    const events = play(s, 2, { type: 'use', card: view(s, 2).hand![0].handle, target: { seat: 0 } });
    const use = (viewer: Viewer) => narrate(eventsFor(s, events, viewer).find((e) => e.type === 'use')!);
    expect(use(3)).toEqual({
      zh: '3号位 对 1号位 面朝下使用【试探】',
      en: 'Seat 3 plays a face-down Probe on Seat 1',
    });
    expect(use(0).zh).toContain('军情处：抽二张牌');
    expect(use('spectator').zh).not.toContain('军情处');
  });

  it('receiving offers 「接收」 and 「不接收」; characters are chosen by name', () => {
    const s = table([cardId('lure', 'red')]);
    while (pending(s)!.kind !== 'receiveIntel')
      play(s, pending(s)!.seat, defaultCommand(s, pending(s)!.seat));
    const v = view(s, pending(s)!.seat);
    expect(v.legal.map((c) => describeCommand(v, c).text.zh)).toEqual(['接收', '不接收']);
    const c = createGame({ ruleset: 'standard', players: 3, seed: 5, characters: true }).state;
    const cv = view(c, pending(c)!.seat);
    const names = cv.legal.map((x) => describeCommand(cv, x).text.zh);
    expect(names.every((n) => n.startsWith('选择角色【'))).toBe(true);
  });

  it('the glossary names the standard edition in the rulebook’s words', () => {
    const g = fengsheng.glossary({ ruleset: 'standard', players: 5, seed: 1 });
    expect(g.camps.red).toEqual({ zh: '潜伏战线', en: 'Underground' });
    expect(g.camps.blue.zh).toBe('军情处');
    expect(g.deliveries.direct.zh).toBe('直达');
    expect(g.functions.scramble.zh).toBe('真伪莫辨');
    expect(g.characters.oldGhost.zh).toBe('老鬼');
    expect(g.steps.play.zh).toBe('出牌阶段');
    for (const kind of [
      'functions',
      'colours',
      'deliveries',
      'camps',
      'characters',
      'skills',
      'steps',
      'windows',
      'pendingKinds',
      'reasons',
    ])
      expect(Object.keys(g[kind]).length, kind).toBeGreaterThan(0);
    for (const r of ['intel', 'lastStanding', 'mission', 'solo', 'noneLeft', 'stalled'])
      expect(g.reasons[r]).toBeDefined();
  });
});

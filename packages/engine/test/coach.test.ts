// The first game's coach (新手), checked the way a newcomer reads it: at each moment of a game, what
// the coach says to one seat about what just happened and about the commands offered now, from
// that seat's own view and events only. It explains every offered kind of command and never names
// one to choose; its core names no card and no edition (their words are the rulesets' data).
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { coach, createGame, eventsFor, getRuleset, view } from '../src/index.ts';
import * as shipped from '../src/rulesets/index.ts';
import { zailinAtSend, zailinCard } from './helpers/zailin-send.ts';
import type { GameEvent, GameState } from '../src/index.ts';
import { table, type Table } from './helpers/table.ts';
import { chooserFromRandom, playGame, seededRandom } from './helpers/invariants.ts';

/** What the coach says to a seat after these events, in one language, by kind. */
function said(
  s: GameState,
  seat: number | 'spectator',
  events: readonly GameEvent[],
  lang: 'zh' | 'en' = 'zh',
) {
  const lines = coach(view(s, seat), eventsFor(s, events, seat));
  return {
    happened: lines.filter((l) => l.kind === 'happened').map((l) => l.text[lang]),
    options: lines.filter((l) => l.kind === 'options').map((l) => l.text[lang]),
  };
}

const STD = getRuleset('standard');
const lockText = STD.functions.lock.text;
const secretText = STD.terms!.deliveryTexts!.secret;
const directText = STD.terms!.deliveryTexts!.direct;

/** A's turn at a 4-seat first-game table, in the play phase: A holds a 锁定 and two intel to send. */
function opening(): Table {
  return table({
    players: 4,
    camps: ['red', 'blue', 'red', 'blue'],
    hands: { 0: ['red lock', 'black intercept', 'blue burn'], 1: ['blue counter'] },
    intel: { 1: ['black lure', 'black bounce'] },
  });
}

describe('the coach of a first game', () => {
  it('at the start: your identity and your camp’s goal, then how a turn goes', () => {
    const { state, events } = createGame({
      ruleset: 'standard',
      players: 4,
      seed: 3,
      identityTable: 'variant',
    });
    for (const seat of [0, 1, 2, 3]) {
      const camp = state.players[seat].camp;
      const { happened, options } = said(state, seat, events);
      expect(happened[0]).toContain(
        `你的身份是${STD.terms!.camps[camp].zh}：${STD.terms!.campGoals[camp].zh}`,
      );
      expect(happened[0]).toContain('必须传出一张情报');
      expect(said(state, seat, events, 'en').happened[0]).toContain(
        `Your identity: ${STD.terms!.camps[camp].en}. ${STD.terms!.campGoals[camp].en}`,
      );
      // A seat not asked anything is told of no option.
      if (state.current !== seat) expect(options).toEqual([]);
    }
    // A spectator has no identity to be told, and no option.
    const watcher = said(state, 'spectator', events);
    expect(watcher.happened[0]).not.toContain('你的身份');
    expect(watcher.options).toEqual([]);
  });

  it('your turn to play: each playable card with its text, and what passing does now', () => {
    const t = opening();
    const { options } = said(t.s, 0, []);
    expect(options).toHaveLength(2);
    const burnText = STD.functions.burn.text;
    expect(options[0]).toBe(
      `你现在可以使用：【锁定】：${lockText.zh} 【烧毁】：${burnText.zh} 点亮起的牌再选目标。`,
    );
    // 截获 cannot be played now (no intel is on its way): only what is offered is explained.
    expect(options[0]).not.toContain('截获');
    expect(options[1]).toContain('过：这一轮你不再出牌；所有人都过后，进入传递情报阶段。');
  });

  it('your turn to send: the deliveries of your cards, each with how it travels', () => {
    const t = table({
      players: 4,
      camps: ['red', 'blue', 'red', 'blue'],
      hands: { 0: ['red lock', 'black intercept'] },
    });
    t.play('A: pass');
    const { options } = said(t.s, 0, []);
    expect(options[0]).toContain('你必须传出一张情报');
    // One line per delivery held, in hand order; 文本 is not among the cards held: not explained.
    expect(options.slice(1)).toEqual([`直达：${directText.zh}`, `密电：${secretText.zh}`]);
    expect(said(t.s, 0, [], 'en').options).toContain(`Secret: ${secretText.en}`);
  });

  it('your turn to send a 危险情报 (printed with no delivery): every way it may travel is explained', () => {
    const s = zailinAtSend([zailinCard((c) => c.fn === 'dangerousIntel')]);
    const z = getRuleset('zailin');
    const texts = z.terms!.deliveryTexts!;
    expect(said(s, 0, []).options.slice(1)).toEqual([
      `密电：${texts.secret.zh}`,
      `文本：${texts.text.zh}`,
      `直达：${texts.direct.zh}`,
    ]);
  });

  it('intel reaching you: who sent it and how it travels, then what accepting and refusing do', () => {
    const t = table({ players: 4, camps: ['red', 'blue', 'red', 'blue'], hands: { 0: ['black intercept'] } });
    const sent = t.play('A: send black intercept');
    const { happened, options } = said(t.s, 1, sent);
    expect(happened).toEqual([`1号位 传出了一张情报。密电：${secretText.zh}`, '情报传到了你面前。']);
    expect(options).toHaveLength(1);
    expect(options[0]).toContain(
      '接收：情报面朝上放到你面前，算作你的情报。不接收：情报按它的传递方式继续传递。',
    );
    expect(options[0]).toContain('这张情报面朝下，接收后才会翻开。');
    expect(options[0]).toContain('你面前已有 0 张黑色情报（3 张会死亡）。');
    // Seat C is not asked anything yet: it hears of the sending, not of B's choice.
    expect(said(t.s, 2, sent).options).toEqual([]);
  });

  it('a 锁定 on you: the card with its text, what it makes you do, and then that you must take the intel', () => {
    const t = opening();
    const used = t.play('A: use red lock on B');
    const atUse = said(t.s, 1, used);
    expect(atUse.happened).toEqual([`1号位 对你使用了【锁定】：${lockText.zh}`]);
    // B may answer it with the 识破 in hand: the coach explains that card and what passing does.
    expect(atUse.options[0]).toContain('【识破】');
    expect(atUse.options[1]).toBe('过：你不响应；所有人都过后，等待中的牌从最后使用的一张起依次生效。');
    // The card resolves once the table has passed all round, back to A (who could still burn).
    const resolved = [...t.play('B: pass'), ...t.play('A: pass')];
    expect(said(t.s, 1, resolved).happened).toEqual([
      '1号位 让你必须接收本回合的情报：它传到你面前时，你不能拒绝。',
    ]);
    // Seat C saw the card used on B and is told what it does, but not "on you".
    expect(said(t.s, 2, used).happened).toEqual([`1号位 使用了【锁定】：${lockText.zh}`]);
  });

  it('intel you must take lands at once: the coach says what you got', () => {
    const t = table({
      players: 4,
      camps: ['red', 'blue', 'red', 'blue'],
      hands: { 0: ['red lock', 'red intercept'], 1: ['blue counter'] },
    });
    t.play('A: use red lock on B');
    t.play('B: pass');
    const sent = t.play('A: send red intercept');
    const forced = said(t.s, 1, sent);
    // B must take it: it lands at once, the coach says what B got and how far it brings red.
    expect(forced.happened).toContain('你获得了情报【截获】（红·密电），面前现在有 红 1。');
    // Then A's turn ends and B's begins: the coach says how a turn of one's own goes.
    expect(forced.happened.at(-1)).toBe(
      '轮到你的回合：你先抽 2 张牌，然后可以出牌，最后必须把一张手牌作为情报传出。',
    );
  });

  it('someone died: who, and their camp; to the dead seat, what being dead means', () => {
    const t = opening();
    t.play('A: use red lock on B');
    t.play('B: pass');
    t.play('A: pass'); // the 锁定 resolves
    t.play('A: pass'); // the end of A's play phase
    // A still holds a 烧毁, usable while the intel travels and when it arrives: A passes it by twice.
    const sent = [...t.play('A: send black intercept'), ...t.play('A: pass'), ...t.play('A: pass')];
    const toC = said(t.s, 2, sent);
    expect(toC.happened).toContain('2号位 获得了情报【截获】（黑·密电），面前现在有 黑 3。');
    expect(toC.happened).toContain('2号位 死亡了，身份是军情处。死亡的玩家不再行动。');
    const toB = said(t.s, 1, sent);
    expect(toB.happened).toContain('你死亡了：你不再行动，你的情报留在桌上。你的阵营获胜时，你也一同获胜。');
    // The dead seat is not told of the next turn as if it still played it.
    expect(toB.happened.some((l) => l.includes('的回合'))).toBe(false);
    expect(toB.options).toEqual([]);
  });

  it('one intel away: a seat two black intel deep is warned of the third', () => {
    const t = table({
      players: 4,
      camps: ['red', 'blue', 'red', 'blue'],
      hands: { 0: ['black intercept'] },
      intel: { 1: ['black lure'] },
    });
    const sent = t.play('A: send black intercept');
    const got = t.play('B: accept');
    expect(said(t.s, 1, [...sent, ...got]).happened).toContain(
      '你获得了情报【截获】（黑·密电），面前现在有 黑 2。你再得一张黑色情报就会死亡。',
    );
    expect(said(t.s, 0, got, 'en').happened[0]).toBe(
      'Seat 2 gained the intel Intercept (black, secret) and now holds black 2. One more black intel and Seat 2 will die.',
    );
  });

  it('never advises: no line tells which command to choose', () => {
    const t = opening();
    const lines = [said(t.s, 0, []), said(t.s, 0, [], 'en')].flatMap((x) => [...x.happened, ...x.options]);
    for (const line of lines) expect(line).not.toMatch(/建议|应该|最好|should|better|recommend/i);
  });

  it('its core names no card and no edition: those words come from the rulesets', () => {
    const dir = new URL('../src/present/coach/', import.meta.url);
    const source = readdirSync(dir)
      .map((f) => readFileSync(new URL(f, dir), 'utf8'))
      .join('\n');
    // The shipped editions: a test file may register a made-up one in the same module graph.
    for (const id of Object.values(shipped).map((r) => r.id)) {
      const rs = getRuleset(id);
      expect(source).not.toContain(`'${id}'`);
      for (const [fn, f] of Object.entries(rs.functions)) {
        expect(source, `${id} ${fn}`).not.toContain(f.name.zh);
        expect(source, `${id} ${fn}`).not.toMatch(new RegExp(`'${fn}'`));
      }
      for (const camp of Object.values(rs.terms!.camps)) expect(source).not.toContain(camp.zh);
      for (const d of Object.values(rs.terms!.deliveries)) expect(source).not.toContain(d.zh);
    }
  });

  it('speaks plain words to every seat at every step of whole games, in either edition', () => {
    // 初次游戏 of the 2010 edition and 风声再临's 新手教学模式: the same coach, each edition's own words.
    const tables = [
      { ruleset: 'standard', players: 4, seed: 11, identityTable: 'variant' as const },
      { ruleset: 'zailin', players: 4, seed: 12, teaching: true },
    ];
    for (const options of tables) {
      let lines = 0;
      playGame(options, chooserFromRandom(seededRandom(options.seed)), {
        onStep: ({ state, events }) => {
          for (let seat = 0; seat < options.players; seat++) {
            for (const l of coach(view(state, seat), eventsFor(state, events, seat))) {
              lines++;
              for (const words of [l.text.zh, l.text.en])
                if (!words.trim() || /undefined|NaN|\[object|null/.test(words))
                  expect.fail(`${options.ruleset} seat ${seat}: ${words}`);
            }
          }
        },
      });
      expect(lines).toBeGreaterThan(50);
    }
  });
});

// 黄雀 (风声再临): a state character. 潜藏伏击【隐藏】 and 黄雀在后【暴露】.
// 潜藏伏击【隐藏】: 自己回合结束时若他人手牌超过三张，则你可隐藏角色，然后抽对方一张手牌；超过四张则抽对方两张手牌。
//   ① 当同时有多名玩家手牌超过三张，黄雀也只能抽取其中一名玩家的手牌。
//   ② 回合结束时在游戏流程中属于弃牌之后的时机点。
// 黄雀在后【暴露】: 自己回合外他人成功接收真情报时，你可暴露角色，然后将手牌一张假情报指定玩家成功接收。
//   机密或绝密任务中所描述的“玩家”均不包括你自己；而功能及技能所描述的“玩家”有包括你自己。死亡玩家也属玩家，但由于
//   死亡而无法被指定。
// 机密任务: 〔?〕使用黄雀在〔?〕杀死一名玩家 (partly readable); see docs/rulings-zailin-characters.md.
import { ask } from '../../../core/choices.ts';
import { failResolution } from '../../../core/effects.ts';
import { isBlack, takeRandomHandCard } from '../../../core/moves.ts';
import { gainIntel } from '../../../core/outcome.ts';
import { isActive } from '../../../core/seats.ts';
import {
  markTurn,
  turnMarked,
  type CharacterDef,
  type Mission,
  type TriggerSkill,
} from '../../../core/skills.ts';
import { defineTask } from '../../../core/tasks.ts';
import { takeFromHand } from '../../../core/zones.ts';
import type { CardId, Frame, GameEvent, GameState, Seat } from '../../../core/types.ts';
import { trueReceipt } from './receipts.ts';
import { oriole as oriole2010 } from '../../standard/characters/oriole.ts';

declare module '../../../core/tasks.ts' {
  interface TaskPayloads {
    'zailinOriole.named': { picks: { seat?: Seat }[]; owner: Seat; frame: number };
    'zailinOriole.card': { owner: Seat; picks: { card?: CardId }[] };
    'zailinOriole.place': { owner: Seat; card: CardId; picks: { seat?: Seat }[] };
  }
}

/** The other players in the game holding more than three hand cards. */
function fullHands(s: GameState, owner: Seat): Seat[] {
  return s.players
    .filter((q) => q.seat !== owner && isActive(s, q.seat) && q.hand.length > 3)
    .map((q) => q.seat);
}

/** 抽对方一张手牌；超过四张则抽对方两张: counted as it resolves. */
function takeFrom(s: GameState, owner: Seat, from: Seat, out: GameEvent[]): void {
  const n = s.players[from].hand.length > 4 ? 2 : 1;
  for (let i = 0; i < n; i++) takeRandomHandCard(s, from, owner, out);
}

// ① one player only, named on use; the frame (on top of the end window's stack) remembers them.
defineTask('zailinOriole.named', (s, data, out) => {
  const seat = data.picks[0]?.seat;
  if (seat === undefined) return;
  const f = s.window?.stack.find((x) => x.id === data.frame);
  if (f) f.target = { seat };
  else takeFrom(s, data.owner, seat, out);
});

const ambush: TriggerSkill = {
  kind: 'trigger',
  id: 'lurkingAmbush',
  name: { zh: '潜藏伏击', en: 'Lurking Ambush' },
  text: {
    zh: '【隐藏】自己回合结束时若他人手牌超过三张，则你可隐藏角色，然后抽对方一张手牌；超过四张则抽对方两张手牌。',
    en: '[Hide] At the end of your turn, if another player holds more than three cards, you may turn your character face down; then take one card at random from their hand, or two if they hold more than four.',
  },
  face: 'cover',
  // ② the end of the turn comes after the hand-limit discard.
  on: 'turnEnd',
  optional: true,
  when: (s, owner, ev) => ev.seat === owner && fullHands(s, owner).length > 0,
  run: (s, owner) => {
    const f = s.window?.stack[s.window.stack.length - 1];
    const seats = fullHands(s, owner).map((seat) => ({ seat }));
    ask(s, owner, 'skill.lurkingAmbush', seats, 1, 1, {
      run: 'zailinOriole.named',
      data: { owner, frame: f?.id ?? -1 },
    });
  },
  resolve: (s: GameState, f: Frame, out: GameEvent[]) => {
    const from = f.target.seat;
    if (from === undefined || !isActive(s, from) || s.players[from].hand.length === 0) {
      failResolution(f, 'that player holds no card', out);
      return;
    }
    takeFrom(s, f.user, from, out);
  },
};

defineTask('zailinOriole.card', (s, data) => {
  const owner = data.owner;
  const card = data.picks[0]?.card;
  if (card === undefined) return;
  // 技能所描述的“玩家”有包括你自己: he may name himself; the dead cannot be named.
  const seats = s.players.filter((q) => isActive(s, q.seat)).map((q) => ({ seat: q.seat }));
  ask(s, owner, 'skill.orioleStrikes.to', seats, 1, 1, { run: 'zailinOriole.place', data: { owner, card } });
});

/** The turn mark of a player his 黄雀在后 made dying: `struck:<seat>`. */
const STRUCK = 'struck:';

defineTask('zailinOriole.place', (s, data, out) => {
  const owner = data.owner;
  const card = data.card;
  const to = data.picks[0]?.seat;
  if (to === undefined || s.result || !takeFromHand(s, owner, card)) return;
  const deaths = s.deaths.length;
  // 指定玩家成功接收: a receipt made at once, with no response point; a death it causes is his.
  gainIntel(s, to, card, owner, 'received', owner, out);
  // The death this receipt begins is a kill with 黄雀在后 (his mission), remembered until the turn
  // ends: the dying player may still receive intel of another's (钢铁特工's 核能芯片) before it is final.
  if (s.deaths.length > deaths) markTurn(s, owner, `${STRUCK}${to}`);
});

const orioleStrikes: TriggerSkill = {
  kind: 'trigger',
  id: 'orioleStrikes',
  name: { zh: '黄雀在后', en: 'The Oriole Strikes Last' },
  text: {
    zh: '【暴露】自己回合外他人成功接收真情报时，你可暴露角色，然后将手牌一张假情报指定玩家成功接收。',
    en: '[Reveal] Outside your turn, when another player successfully receives a true intel, you may turn your character face up; then a player of your choice successfully receives a false intel from your hand.',
  },
  face: 'flip',
  on: 'intelGained',
  optional: true,
  when: (s, owner, ev) =>
    s.current !== owner &&
    ev.seat !== owner &&
    trueReceipt(ev) &&
    s.players[owner].hand.some((c) => isBlack(s, c)),
  run: (s, owner) => {
    const blacks = s.players[owner].hand.filter((c) => isBlack(s, c)).map((card) => ({ card }));
    ask(s, owner, 'skill.orioleStrikes', blacks, 1, 1, { run: 'zailinOriole.card', data: { owner } });
  },
};

/**
 * 使用黄雀在后杀死一名玩家 (the card's own mission, read through its gaps): the death began with a
 * receipt of his 黄雀在后 (marked there), not with whatever the dying player received last. “玩家” in
 * a mission is never himself.
 */
const killWithTheStrike: Mission = {
  text: {
    // As printed, gaps and all; read as 使用黄雀在后杀死一名玩家.
    zh: '〔?〕使用黄雀在〔?〕杀死一名玩家',
    en: 'Kill a player with The Oriole Strikes Last.',
  },
  onDeath: (s, owner, dead, killer) =>
    killer === owner && dead !== owner && turnMarked(s, owner, `${STRUCK}${dead}`),
};

export const oriole: CharacterDef = {
  id: 'oriole',
  name: { zh: '黄雀', en: 'Oriole' },
  gender: oriole2010.gender,
  hidden: false,
  stateful: true,
  expansion: false,
  skills: [ambush, orioleStrikes],
  mission: killWithTheStrike,
};

// 钢铁特工 (风声再临; the card spells it 鋼鐵特工): 核燃机体 and 核能芯片. Not a state character.
// 核燃机体: 你的危险情报可额外指定一个目标；可将被你识破/离间的牌加入手牌。
//   ① 危险情报指定多个目标时，由你选择执行顺序。
//   ② 被【识破】或【离间】的牌，指被其结算效果所影响的卡牌。除【公开文本】外其它卡牌即便因钢铁特工的【离间】被取走，
//      其效果依然可结算。
//   -> three parts of one skill: a modifier (`extraTarget`: the 危险情报 card asks for a second
//      player on use and for the order on resolution); at the `countered` point, when his 识破 has
//      just cancelled a card, he may take that card into his hand; at `afterResolve` of his 离间, he
//      may take the card it turned aside, which still resolves on its new target (`takeUsedCard`);
//      a 公开文本 taken so has no card left to give, and fails (in its own file).
// 核能芯片: 你死亡时可选择一张手牌作为情报指定玩家成功接收。
//   该技能若导致他人死亡，则优先结算他人死亡再结算钢铁死亡。该技能若导致玩家达成胜利条件，则该玩家可立即宣胜，
//   即便该玩家正在其死亡结算中。
//   -> an optional trigger of his own death (`dying`, before it is final): he picks a hand card and a
//      player in the game, himself too (玩家 in a skill includes him), who receives it at once (how
//      `received`; a death is his kill). A death it causes settles inside his (its tasks come first);
//      a victory it brings is declared, his own too while he is dying (policy `declaresWhileDying`).
// 机密任务 (卡图竖排小字, readable): 存有三張真情報 且無人死亡 (a full-width space between).
import { ask } from '../../../core/choices.ts';
import { takeUsedCard } from '../../../core/frames.ts';
import { gainIntel } from '../../../core/outcome.ts';
import { isActive } from '../../../core/seats.ts';
import type { CharacterDef, Mission, ModifierSkill, TriggerSkill } from '../../../core/skills.ts';
import { defineTask } from '../../../core/tasks.ts';
import { takeFromHand, countTrueIntel } from '../../../core/zones.ts';
import type { CardId, Frame, GameState, Seat } from '../../../core/types.ts';

declare module '../../../core/tasks.ts' {
  interface TaskPayloads {
    'zailinSteelAgent.card': { owner: Seat; picks: { card?: CardId }[] };
    'zailinSteelAgent.give': { owner: Seat; card: CardId; picks: { seat?: Seat }[] };
  }
}

const BODY_NAME = { zh: '核燃机体', en: 'Nuclear Frame' };
const BODY_TEXT = {
  zh: '你的危险情报可额外指定一个目标；可将被你识破/离间的牌加入手牌。',
  en: 'Your Dangerous Intel may name one more target; you may take into your hand the cards your Counter or Sow Discord acts on.',
};

const nuclearFrame: ModifierSkill = {
  kind: 'modifier',
  id: 'nuclearFrame',
  name: BODY_NAME,
  text: BODY_TEXT,
  face: 'up',
  extraTarget: ['dangerousIntel'],
};

function waiting(s: GameState, frameId: number): Frame | undefined {
  return s.window?.stack.find((x) => x.id === frameId);
}

/** A card frame still on the stack whose card can go to a hand. */
function takeable(f: Frame | undefined): f is Frame {
  return f !== undefined && f.card >= 0 && !f.taken;
}

// The 识破 that cancelled it is the frame resolving now, on top of the stack.
function cancelledByHisCounter(s: GameState, owner: Seat, frameId: number): boolean {
  const stack = s.window?.stack;
  const top = stack ? stack[stack.length - 1] : undefined;
  return (
    top !== undefined &&
    top.fn === 'counter' &&
    top.user === owner &&
    top.target.frame === frameId &&
    takeable(waiting(s, frameId))
  );
}

const nuclearFrameCounter: TriggerSkill = {
  kind: 'trigger',
  id: 'nuclearFrameCounter',
  name: BODY_NAME,
  text: BODY_TEXT,
  face: 'up',
  on: 'countered',
  optional: true,
  when: (s, owner, ev) => cancelledByHisCounter(s, owner, ev.frame as number),
  run: (s, owner, ev, out) => {
    const f = waiting(s, ev.frame as number);
    if (takeable(f)) takeUsedCard(s, f, owner, out);
  },
};

const nuclearFrameSowDiscord: TriggerSkill = {
  kind: 'trigger',
  id: 'nuclearFrameSowDiscord',
  name: BODY_NAME,
  text: BODY_TEXT,
  face: 'up',
  on: 'afterResolve',
  optional: true,
  // His 离间 turned the card aside (not 结算失败): the card it answered still waits below.
  when: (s, owner, ev) =>
    ev.fn === 'sowDiscord' && ev.user === owner && !ev.failed && takeable(waiting(s, ev.answers as number)),
  run: (s, owner, ev, out) => {
    const f = waiting(s, ev.answers as number);
    if (takeable(f)) takeUsedCard(s, f, owner, out);
  },
};

defineTask('zailinSteelAgent.card', (s, data) => {
  const owner = data.owner;
  const card = data.picks[0]?.card;
  if (card === undefined || !s.players[owner].hand.includes(card)) return;
  // 指定玩家: anyone in the game, and he himself while he is dying.
  const seats = s.players
    .filter((q) => q.seat === owner || isActive(s, q.seat))
    .map((q) => ({ seat: q.seat }));
  ask(s, owner, 'skill.nuclearChip.to', seats, 1, 1, {
    run: 'zailinSteelAgent.give',
    data: { owner, card },
  });
});

defineTask('zailinSteelAgent.give', (s, data, out) => {
  const owner = data.owner;
  const card = data.card;
  const to = data.picks[0]?.seat;
  if (to === undefined || s.result || !(to === owner || isActive(s, to))) return;
  if (!takeFromHand(s, owner, card)) return;
  const before = s.deaths.length;
  gainIntel(s, to, card, owner, 'received', owner, out);
  // 优先结算他人死亡再结算钢铁死亡: a death it caused comes before his in the order of deaths too.
  if (s.deaths.length > before) {
    const i = s.deaths.findIndex((d) => d.seat === owner);
    if (i >= 0) s.deaths.push(s.deaths.splice(i, 1)[0]);
  }
});

const nuclearChip: TriggerSkill = {
  kind: 'trigger',
  id: 'nuclearChip',
  name: { zh: '核能芯片', en: 'Nuclear Chip' },
  text: {
    zh: '你死亡时可选择一张手牌作为情报指定玩家成功接收。',
    en: 'When you die, you may choose a hand card: a player of your choice successfully receives it as intel.',
  },
  face: 'up',
  on: 'dying',
  optional: true,
  whileDying: true,
  when: (s, owner, ev) => ev.seat === owner && s.players[owner].dying && s.players[owner].hand.length > 0,
  run: (s, owner) => {
    const hand = s.players[owner].hand.map((card) => ({ card }));
    ask(s, owner, 'skill.nuclearChip.card', hand, 1, 1, { run: 'zailinSteelAgent.card', data: { owner } });
  },
};

/** 存有三張真情報且無人死亡: three true intel in front of him while nobody has died (or is dying). */
const threeTrueAndNoDeath: Mission = {
  text: {
    // As printed on the card (traditional characters).
    zh: '存有三張真情報　且無人死亡',
    en: 'Hold three true intel while no player has died.',
  },
  standing: (s, owner) => s.deaths.length === 0 && countTrueIntel(s, owner) >= 3,
};

export const steelAgent: CharacterDef = {
  id: 'steelAgent',
  name: { zh: '钢铁特工', en: 'Steel Agent' },
  // No 2010 card of that name, and 001 prints no gender: taken as a man (docs/rulings-zailin-characters.md).
  gender: 'male',
  hidden: false,
  expansion: false,
  skills: [nuclearFrame, nuclearFrameCounter, nuclearFrameSowDiscord, nuclearChip],
  mission: threeTrueAndNoDeath,
};

// The standard edition's words for the ids its views show beyond cards, characters and skills
// (those carry their own names). The Chinese follows the rulebook (seeds 000 and 004); only the
// presentation layer reads this file.
import type { RulesetTerms } from '../../core/ruleset.ts';

export const STANDARD_TERMS: RulesetTerms = {
  // 胜利条件 as seed 000 prints it (潜伏战线 / 军情局 / 打酱油的).
  campGoals: {
    red: {
      zh: '本阵营的一位玩家获得三张红色情报。',
      en: 'Win together when one of the Underground gains three red intel.',
    },
    blue: {
      zh: '本阵营的一位玩家获得三张蓝色情报。',
      en: 'Win together when one of Military Intelligence gains three blue intel.',
    },
    neutral: {
      zh: '胜利条件参照角色牌的机密任务。',
      en: "You win alone, by your character's secret mission.",
    },
  },
  camps: {
    red: { zh: '潜伏战线', en: 'Underground' },
    blue: { zh: '军情处', en: 'Military Intelligence' },
    neutral: { zh: '打酱油的', en: 'Bystander' },
  },
  colours: {
    red: { zh: '红', en: 'red' },
    blue: { zh: '蓝', en: 'blue' },
    black: { zh: '黑', en: 'black' },
    dual: { zh: '双色', en: 'two-colour' },
  },
  deliveries: {
    secret: { zh: '密电', en: 'secret' },
    direct: { zh: '直达', en: 'direct' },
    text: { zh: '文本', en: 'text' },
  },
  // 传递方式 as seed 000 prints them (「游戏中情报一共有密电/文本/直达三种传递方式」).
  deliveryTexts: {
    secret: {
      zh: '把卡牌面朝下传给你右边的玩家，该玩家可以决定翻开并获得该情报，或者把该情报传给右边的玩家，如此类推。',
      en: 'Passed face down to the player on your right, who takes it or passes it on to their right, and so on.',
    },
    direct: {
      zh: '把卡牌面朝下传给任意一位玩家，该玩家可以决定翻开并获得该情报，或者把该情报退回给传出情报的玩家。',
      en: 'Passed face down straight to one player you name, who takes it or sends it back to the sender.',
    },
    text: {
      zh: '把卡牌面朝上（翻开）传给你右边的玩家，该玩家可以决定获得该情报，或者把该情报传给右边的玩家，如此类推。',
      en: 'Passed face up to the player on your right, who takes it or passes it on to their right, and so on.',
    },
  },
  // 「如果你是，那么你弃一张手牌/抽二张牌」
  probeEffects: {
    draw2: { zh: '抽二张牌', en: 'draw two cards' },
    discard1: { zh: '弃一张手牌', en: 'discard a card' },
  },
  choiceValues: {
    // The answers to a 试探 (城府 lets its owner pick either).
    draw2: { zh: '抽二张牌', en: 'Draw two cards' },
    discard1: { zh: '弃一张手牌', en: 'Discard a card' },
    declareGood: { zh: '“我是一个好人”', en: '"I am a good guy"' },
    declareUndercover: { zh: '“其实我是卧底”', en: '"Actually, I am the mole"' },
    // 情仇: the killer may declare a lone victory.
    declare: { zh: '宣告胜利', en: 'Declare victory' },
    // 绝密: take one of their hand cards (the other options are black cards to place).
    take: { zh: '抽取他的一张手牌', en: 'Take one of their hand cards' },
    // 搜取: keep the card shown in hand, or lay it as intel.
    hand: { zh: '加入手牌', en: 'Into your hand' },
    intel: { zh: '作为情报', en: 'As your intel' },
  },
  prompts: {
    'probe.answer': { zh: '回答试探', en: 'Answer the probe' },
    'skill.aBetterTomorrow.target': {
      zh: '英雄本色：选择放置情报的玩家',
      en: 'A Better Tomorrow: choose a player',
    },
    'skill.bloodthirst.card': { zh: '嗜血：选择一张手牌', en: 'Bloodthirst: choose a hand card' },
    'skill.bloodthirst.recipient': { zh: '嗜血：选择交给谁', en: 'Bloodthirst: choose who gets it' },
    'skill.bribe.intel': { zh: '收买：选择拿走的情报', en: 'Bribe: choose an intel to take' },
    'skill.coldBlood.recipient': { zh: '冷血：选择放置情报的玩家', en: 'Cold Blood: choose a player' },
    'skill.linkage.card': { zh: '联动：选择一张手牌', en: 'Linkage: choose a hand card' },
    'skill.linkage.recipient': { zh: '联动：选择交给谁', en: 'Linkage: choose who gets it' },
    'skill.orioleBehind.cards': { zh: '黄雀在后：选择情报', en: 'The Oriole Behind: choose intel' },
    'skill.orioleBehind.target': { zh: '黄雀在后：选择一位玩家', en: 'The Oriole Behind: choose a player' },
    'skill.partingMove.card': { zh: '后着：选择一张牌', en: 'Parting Move: choose a card' },
    'skill.partingMove.seat': { zh: '后着：选择一位玩家', en: 'Parting Move: choose a player' },
    'skill.pullTheFirewood.card': { zh: '釜底抽薪：选择一张牌', en: 'Pull the Firewood: choose a card' },
    'skill.pullTheFirewood.seat': { zh: '釜底抽薪：选择一位玩家', en: 'Pull the Firewood: choose a player' },
    'skill.song.recipient': { zh: '笙歌：选择交给谁', en: 'Song: choose who gets it' },
    'skill.stealSky.to': { zh: '偷天：选择放置情报的玩家', en: 'Steal the Sky: choose a player' },
    'skill.switcheroo.discard': { zh: '偷龙转凤：弃一张手牌', en: 'Switcheroo: discard a hand card' },
    'skill.topSecret.action': { zh: '绝密：选择做法', en: 'Top Secret: choose what to do' },
  },
};

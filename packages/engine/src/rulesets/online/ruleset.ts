// 风声 online (千智风声 / QQ游戏), seed 003: identities 潜伏战线/军情处/打酱油的, its 108 cards with
// their own timings, and its 30 characters (characters/index.ts).
import type { Ruleset } from '../../core/ruleset.ts';
import { burn } from './cards/burn.ts';
import { counter } from './cards/counter.ts';
import { decode } from './cards/decode.ts';
import { gamble } from './cards/gamble.ts';
import { intercept } from './cards/intercept.ts';
import { lock } from './cards/lock.ts';
import { lure } from './cards/lure.ts';
import { probe } from './cards/probe.ts';
import { rebalance } from './cards/rebalance.ts';
import { redirect } from './cards/redirect.ts';
import { reinforce } from './cards/reinforce.ts';
import { scramble } from './cards/scramble.ts';
import { swap } from './cards/swap.ts';
import { ONLINE_CHARACTERS, ONLINE_SKILLS } from './characters/index.ts';
import { ONLINE_CARDS } from './deck.ts';
import { ONLINE_MAX_PLAYERS, ONLINE_MIN_PLAYERS, onlineIdentities } from './identities.ts';
import { ONLINE_MODES } from './modes.ts';
import { ONLINE_TERMS } from './terms.ts';

const functions = {
  decode,
  lock,
  intercept,
  burn,
  redirect,
  lure,
  counter,
  scramble,
  swap,
  reinforce,
  gamble,
  rebalance,
  probe,
};

export const online: Ruleset = {
  id: 'online',
  name: { zh: '风声 网络版 (千智风声)', en: 'The Message, online edition (QQ)' },
  minPlayers: ONLINE_MIN_PLAYERS,
  maxPlayers: ONLINE_MAX_PLAYERS,
  // 「每位玩家分发三张手牌作为起始手牌」; 「每回合开始时能摸取2张牌」.
  startingHand: 3,
  drawCount: 2,
  cards: ONLINE_CARDS,
  functions,
  identities: onlineIdentities,
  hasVariant: () => false,
  campColour: (camp) => (camp === 'red' ? 'red' : camp === 'blue' ? 'blue' : null),
  deadlyColour: 'black',
  // 「获得三张或以上的黑情报时，他就会被杀害」; 「获得三张红色情报时…一同胜利」.
  deathAt: 3,
  winAt: 3,
  // 「随机向每位玩家分发二张人物卡」 (the core's default offer of two).
  characters: ONLINE_CHARACTERS,
  skills: ONLINE_SKILLS,
  // All 30 are in, each with its scenarios (docs/rulings-online*.md): hosts may offer them.
  charactersOffered: true,
  terms: ONLINE_TERMS,
  modes: ONLINE_MODES,
  // 「千智风声上的技能一律不可被再次回响，所以只需要在适当的时机选择目标使用技能即可」.
  policy: { skillsUnanswerable: true },
};

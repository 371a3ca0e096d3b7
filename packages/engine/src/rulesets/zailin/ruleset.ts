// 《风声再临》 (2018), seed 001: identities 潜伏/军情/特工, 87 basic cards with their marks, the response
// rules ①-⑦, and its characters (being written: see characters/index.ts).
import type { Ruleset } from '../../core/ruleset.ts';
import { burn } from './cards/burn.ts';
import { classifiedFile } from './cards/classified-file.ts';
import { counter } from './cards/counter.ts';
import { dangerousIntel } from './cards/dangerous-intel.ts';
import { decode } from './cards/decode.ts';
import { intercept } from './cards/intercept.ts';
import { lock } from './cards/lock.ts';
import { lure } from './cards/lure.ts';
import { probe } from './cards/probe.ts';
import { publicText } from './cards/public-text.ts';
import { redirect } from './cards/redirect.ts';
import { reinforce } from './cards/reinforce.ts';
import { secretOrder } from './cards/secret-order.ts';
import { sowDiscord } from './cards/sow-discord.ts';
import { swap } from './cards/swap.ts';
import { ZAILIN_CHARACTERS, ZAILIN_SKILLS } from './characters/index.ts';
import { urgentOrderFn } from './characters/intel-chief.ts';
import { interrogateFn } from './characters/sister-six.ts';
import { ZAILIN_CARDS } from './deck.ts';
import { zailinIdentities } from './identities.ts';
import { ZAILIN_TERMS } from './terms.ts';

const functions = {
  probe,
  secretOrder,
  publicText,
  intercept,
  redirect,
  lure,
  burn,
  swap,
  sowDiscord,
  dangerousIntel,
  counter,
  reinforce,
  classifiedFile,
  decode,
  lock,
  // 情报处长 紧急下达: the function his 秘密下达/危险情报 may take (no card of the deck has it).
  urgentOrder: urgentOrderFn,
  // 六姐 拷问: the function her 试探/公开文本 may take.
  interrogate: interrogateFn,
};

export const zailin: Ruleset = {
  id: 'zailin',
  name: { zh: '风声再临 (2018)', en: 'The Message: Return of the Wind (2018)' },
  minPlayers: 3,
  maxPlayers: 7,
  // 每位玩家起始手牌两张，手牌上限六张; 回合开始…抽牌库顶两张牌.
  startingHand: 2,
  drawCount: 2,
  cards: ZAILIN_CARDS,
  functions,
  identities: zailinIdentities,
  hasVariant: () => false,
  campColour: (camp) => (camp === 'red' ? 'red' : camp === 'blue' ? 'blue' : null),
  deadlyColour: 'black',
  // 当玩家存有三张或以上假情报时死亡; 三张军情/潜伏情报 wins for the camp.
  deathAt: 3,
  winAt: 3,
  // 每位玩家随机抽三张角色牌，从中选一张作为自己角色.
  characters: ZAILIN_CHARACTERS,
  skills: ZAILIN_SKILLS,
  characterOffer: 3,
  // All 25 are written: the lobby offers them (3 each for 7 players needs 21).
  charactersOffered: true,
  // A skill named as a choice (乔装: 获取他人一项技能) is shown by its name.
  terms: {
    ...ZAILIN_TERMS,
    choiceValues: {
      ...ZAILIN_TERMS.choiceValues,
      ...Object.fromEntries(Object.values(ZAILIN_SKILLS).map((k) => [k.id, k.name])),
    },
  },
  policy: {
    handLimit: 6,
    declareSend: true,
    transmitWindow: false,
    receiveWindow: true,
    emptyHand: 'sendsDeckTop',
    lastStanding: 'alone',
    neutralWinAtTrueIntel: 6,
    noSelfResponse: true,
    teachingMaxPlayers: 5,
    chainEndsResponsePoint: true,
    skillOncePerWindow: true,
    drawnWaitForChain: true,
    identityBeforeCharacters: true,
    declaresWhileDying: true,
    neutralsOutrankDeclarers: true,
  },
};

// The modes of the online edition (seed 003, 游戏模式), chosen in the lobby. Where the seed is silent
// the ruling is in docs/rulings-online.md.
import type { GameMode } from '../../core/ruleset.ts';
import type { Camp } from '../../core/types.ts';

// 「新手场游戏人数为4人，阵营公开，方便新手熟悉人物技能。」 The identities are the 4-player table's.
const novice: GameMode = {
  id: 'novice',
  name: { zh: '新手场', en: 'Beginners' },
  text: {
    zh: '新手场游戏人数为4人，阵营公开，方便新手熟悉人物技能。',
    en: 'Four players, every camp public, so that newcomers learn the characters’ skills.',
  },
  players: [4],
  campsShown: 'all',
};

// 「3V3场基本同上，双方角色座次如图所示。角色选定后可以查看己方队友。」 The figure is not in the seed: the two
// camps sit in turn, and no 打酱油的 (three against three).
const threeVsThree: GameMode = {
  id: 'threeVsThree',
  name: { zh: '3V3场', en: '3 vs 3' },
  text: {
    zh: '角色选定后可以查看己方队友。',
    en: 'Once characters are chosen you see your teammates (six players, three against three, the camps seated in turn).',
  },
  players: [6],
  identities: (): Camp[] => ['red', 'red', 'red', 'blue', 'blue', 'blue'],
  seating: 'alternate',
  campsShown: 'team',
};

// 五六人场: 5 or 6 players, the rules of the free game (「3-8人游戏，人数自由，规则与五、六人场相同」). The
// seed prints no sentence of its own for it: its text is ours.
const fiveSix: GameMode = {
  id: 'fiveSix',
  name: { zh: '五六人场', en: 'Five or six' },
  text: { zh: '5至6人。', en: 'Five or six players.' },
  players: [5, 6],
};

// 「与六人场身份配置相同，玩家无论身份均需完成酱油任务才可胜利。」 The seed gives it no name and does not say
// how it ends: the first mission met is declared and ends the game, as any 宣告胜利 does, and a win is
// its owner's alone (docs/rulings-online.md, "Modes").
const missions: GameMode = {
  id: 'missions',
  name: { zh: '酱油任务场', en: 'Missions for all' },
  text: {
    zh: '与六人场身份配置相同，玩家无论身份均需完成酱油任务才可胜利。',
    en: 'Six players, dealt the identities of a six-player game; whatever your identity, you win only by completing your character’s mission.',
  },
  players: [6],
  victory: 'missions',
};

// 「3-8人游戏，人数自由，规则与五、六人场相同。」
const free: GameMode = {
  id: 'free',
  name: { zh: '自由场', en: 'Free' },
  text: {
    zh: '3-8人游戏，人数自由，规则与五、六人场相同。',
    en: 'Three to eight players, any number, with the rules of the five- or six-player game.',
  },
  players: [3, 4, 5, 6, 7, 8],
};

export const ONLINE_MODES: Readonly<Record<string, GameMode>> = Object.freeze({
  novice,
  threeVsThree,
  fiveSix,
  missions,
  free,
});

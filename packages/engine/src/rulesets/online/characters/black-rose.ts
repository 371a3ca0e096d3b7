// 黑玫瑰 (潜伏, 女), seed 003. 血染玫瑰 is the 2010 effect, but only in her own play phase
// (「在你的出牌阶段」; 2010: at any moment). 红蓝情报 is 真情报.
// 血染玫瑰: 在你的出牌阶段，翻开此角色牌，指定一位玩家，然后展示牌库顶的第一张牌，若那张牌是黑色，你可以在他面前放置最多三张黑情报，否则你只能放置一张。
// 酱油任务: 亲手让一位获得了三张或以上红蓝情报的玩家死亡。
import type { CharacterDef } from '../../../core/skills.ts';
import { blackRose as standardBlackRose } from '../../standard/characters/black-rose.ts';

const [bloodRose] = standardBlackRose.skills;

export const blackRose: CharacterDef = {
  ...standardBlackRose,
  skills: [
    {
      ...bloodRose,
      kind: 'active',
      id: 'bloodRose',
      text: {
        zh: '在你的出牌阶段，翻开此角色牌，指定一位玩家，然后展示牌库顶的第一张牌，若那张牌是黑色，你可以在他面前放置最多三张黑情报，否则你只能放置一张。',
        en: 'In your play phase, turn this character face up and name a player, then show the top card of the deck: if it is black you may place up to three black intel in front of them, otherwise only one.',
      },
      windows: ['play'],
      turn: 'own',
    } as typeof bloodRose,
  ],
  mission: {
    ...standardBlackRose.mission!,
    text: {
      zh: '亲手让一位获得了三张或以上红蓝情报的玩家死亡。',
      en: 'Kill, by your own hand, a player who has three or more red or blue intel.',
    },
  },
};

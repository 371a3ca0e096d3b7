// 黄雀 (潜伏, 女), seed 003. 潜藏伏击 only in her own play phase (2010: at any moment); 黄雀在后
// first draws one card, always (no 可以), then she may turn her identity up to place up to two
// black intel (the 2010 part, reused).
// 潜藏伏击: 在你的出牌阶段，可以翻开此角色牌，把另一位玩家的一张情报放回牌库顶。
// 黄雀在后: 当另一位玩家死亡时，抽一张牌。可以翻开你的身份牌，然后在一位玩家面前放置最多二张黑情报。
// 酱油任务: 一位潜伏战线玩家和一位军情处玩家死亡。
import type { ActiveSkill, CharacterDef, TriggerSkill } from '../../../core/skills.ts';
import { oriole as standardOriole } from '../../standard/characters/oriole.ts';
import { drawCards } from '../../../core/zones.ts';

const ambush = standardOriole.skills[0] as ActiveSkill;
const behind = standardOriole.skills[1] as TriggerSkill;

export const oriole: CharacterDef = {
  ...standardOriole,
  expansion: false,
  skills: [
    {
      ...ambush,
      text: {
        zh: '在你的出牌阶段，可以翻开此角色牌，把另一位玩家的一张情报放回牌库顶。',
        en: "In your play phase, you may turn this character face up and put one of another player's intel on top of the deck.",
      },
      windows: ['play'],
      turn: 'own',
    },
    {
      kind: 'trigger',
      id: 'orioleDraws',
      name: { zh: '黄雀在后', en: 'The Oriole Behind' },
      text: { zh: '当另一位玩家死亡时，抽一张牌。', en: 'When another player dies, draw a card.' },
      face: 'up',
      on: 'dying',
      optional: false,
      when: (_s, owner, ev) => ev.seat !== owner,
      run: (s, owner, _ev, out) => drawCards(s, owner, 1, out),
    },
    {
      ...behind,
      text: {
        zh: '可以翻开你的身份牌，然后在一位玩家面前放置最多二张黑情报。',
        en: 'Then you may turn your identity card face up and place up to two black intel in front of a player.',
      },
    },
  ],
};

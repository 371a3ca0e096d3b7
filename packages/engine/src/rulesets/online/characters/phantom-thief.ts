// 怪盗九九 (男) — seed 003.
// 阴谋: 当一位玩家获得你传出的黑情报时，你可以抽取任意一位玩家的一张手牌。
// 阳谋: 当你获得另一位玩家传出的黑情报时，你可以抽取任意一位玩家的一张手牌。
//   Both the 2010 rules.
// 酱油任务: 获得十张或者以上的手牌。 (Ten: the 2010 mission says nine.)
import type { CharacterDef } from '../../../core/skills.ts';
import { phantomThief as standard } from '../../standard/characters/phantom-thief.ts';
import { skillOf, worded } from './reuse.ts';

export const HAND_TO_WIN = 10;

export const phantomThief: CharacterDef = {
  id: 'phantomThief',
  name: standard.name,
  gender: 'male',
  hidden: false,
  expansion: false,
  skills: [
    worded(skillOf(standard, 'scheme'), '当一位玩家获得你传出的黑情报时，你可以抽取任意一位玩家的一张手牌。'),
    worded(
      skillOf(standard, 'openScheme'),
      '当你获得另一位玩家传出的黑情报时，你可以抽取任意一位玩家的一张手牌。',
    ),
  ],
  mission: {
    text: { zh: '获得十张或者以上的手牌。', en: 'Hold ten or more cards in hand.' },
    standing: (s, owner) => s.players[owner].hand.length >= HAND_TO_WIN,
  },
};

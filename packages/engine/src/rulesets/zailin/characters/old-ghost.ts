// 老鬼 (风声再临): 就计 and 城府. Not a state character: always face up.
// 就计: 你所存有的真情报均可作为功能牌使用，秘密下达作为情报后其效果变更为识破。
//   情报作为功能牌使用时同样需询问玩家是否响应，使用后弃至弃牌堆。
//   -> a modifier (`intelAs`): each true intel (red, blue, two-colour) of her own area may be used
//      as its function, a 秘密下达 as 识破, with the function's own timing and targets; it waits for
//      responses like any card and then goes where a used card goes. 加密 intel may not (加密: 无法使用).
// 城府: 试探/秘密下达不能指定你为目标。除非宣胜，否则你均可隐藏身份。
//   ①【拷问】、【紧急下达】、【真相】均无法指定老鬼为目标。
//   ② “可隐藏身份”指在你需翻开（公开）身份时，可选择不翻开。
//   ③【雇佣关系】依然能检视老鬼身份。
//   -> `untargetableBy` (试探, 秘密下达, 紧急下达, 拷问, 真相) and `keepsIdentityHidden` (at her
//      death she chooses whether to turn her identity card up). 雇佣关系 looks at a card without turning it up: nothing stops it.
// 机密任务: 死亡時存有五張或以上手牌 (readable).
import type { CharacterDef, ModifierSkill } from '../../../core/skills.ts';
import type { CardFace } from '../../../core/types.ts';

/** 当你死亡时 … 存有五张或以上手牌: the hand she held as the death became final. */
const HAND_AT_DEATH = 5;

function asFunction(face: CardFace): string | null {
  if (face.colour === 'black') return null;
  return face.fn === 'secretOrder' ? 'counter' : face.fn;
}

const turnTheTables: ModifierSkill = {
  kind: 'modifier',
  id: 'turnTheTables',
  name: { zh: '就计', en: 'Turn the Tables' },
  text: {
    zh: '你所存有的真情报均可作为功能牌使用，秘密下达作为情报后其效果变更为识破。',
    en: 'You may use any of your true intel as a function card; a Secret Order among your intel works as a Counter.',
  },
  face: 'up',
  intelAs: asFunction,
};

const hiddenDepths: ModifierSkill = {
  kind: 'modifier',
  id: 'hiddenDepths',
  name: { zh: '城府', en: 'Hidden Depths' },
  text: {
    zh: '试探/秘密下达不能指定你为目标。除非宣胜，否则你均可隐藏身份。',
    en: 'Probes and Secret Orders cannot target you. Unless you declare victory, you may always keep your identity hidden.',
  },
  face: 'up',
  untargetableBy: ['probe', 'secretOrder', 'urgentOrder', 'interrogate', 'truthZailin'],
  keepsIdentityHidden: true,
};

export const oldGhost: CharacterDef = {
  id: 'oldGhost',
  name: { zh: '老鬼', en: 'Old Ghost' },
  gender: 'female',
  hidden: false,
  expansion: false,
  skills: [turnTheTables, hiddenDepths],
  mission: {
    text: {
      zh: '死亡時存有五張或以上手牌',
      en: 'Die holding five or more hand cards.',
    },
    onDeath: (s, owner, dead) => {
      if (dead !== owner) return false;
      const d = s.deaths.find((x) => x.seat === owner);
      return d !== undefined && d.hand.length >= HAND_AT_DEATH;
    },
  },
};

// What each online character card prints besides its skills (seed 003): its gender, whether it is a
// hidden character (placed face down) and its box. 003 has one box of 人物卡30张, no expansion.
//
// The gender is read only by the rules that speak of 男性/女性角色 (救美, 风度, 大美女's and 礼服蒙面人's
// missions...), and the edition deals from the characters not marked as an expansion's: a wrong field
// shows only through those, so each card is checked here rather than by a scenario per rule.
import { describe, expect, it } from 'vitest';
import { getRuleset } from '../src/index.ts';

/** 003's 性别 line of each character (小白: 性别：不明, 乔装: 此角色既视为男性也视为女性). */
const PRINTED: Record<string, 'male' | 'female' | 'both'> = {
  情报处长: 'male',
  职业杀手: 'male',
  礼服蒙面人: 'male',
  柒佰: 'male',
  刀锋: 'male',
  大美女: 'female',
  六姐: 'female',
  小马哥: 'male',
  怪盗九九: 'male',
  贝雷帽: 'male',
  小白: 'both',
  杰克: 'male',
  福尔摩斯: 'male',
  致命香水: 'female',
  蝮蛇: 'male',
  千金小姐: 'female',
  出云龙: 'male',
  老鬼: 'female',
  硬汉: 'male',
  译电员: 'female',
  闪灵: 'female',
  黑玫瑰: 'female',
  老金: 'male',
  海军上校: 'male',
  眼镜蛇: 'male',
  黄雀: 'female',
  浮萍: 'female',
  议长: 'male',
  血牡丹: 'female',
  情报猎手: 'male',
};

// 「隐藏的人物卡要面朝下盖伏，普通角色面朝上亮出」: the hidden ones are those with a 翻开技能 (「翻开技能是隐藏
// 角色特有的技能」), the thirteen 003 prints last, from 老鬼 on.
const HIDDEN = [
  '老鬼',
  '硬汉',
  '译电员',
  '闪灵',
  '黑玫瑰',
  '老金',
  '海军上校',
  '眼镜蛇',
  '黄雀',
  '浮萍',
  '议长',
  '血牡丹',
  '情报猎手',
];

const characters = Object.values(getRuleset('online').characters ?? {});

describe('each online character card prints what seed 003 prints', () => {
  it('every character of the edition is listed here', () => {
    expect(characters.map((c) => c.name.zh).sort()).toEqual(Object.keys(PRINTED).sort());
  });

  for (const [name, gender] of Object.entries(PRINTED)) {
    const hidden = HIDDEN.includes(name);
    it(`${name}: ${gender}, ${hidden ? 'hidden (placed face down)' : 'placed face up'}, in the one box (not an expansion's)`, () => {
      const c = characters.find((x) => x.name.zh === name)!;
      expect({ gender: c.gender, hidden: c.hidden, expansion: c.expansion }).toEqual({
        gender,
        hidden,
        expansion: false,
      });
    });
  }
});

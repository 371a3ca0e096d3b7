// What each standard character card prints besides its skills: its gender, its group (潜伏 or 公开) and
// its box (the 2010 box or the 「绝密任务」 expansion).
//
// The gender each 2010 character card prints (seed 004: 性别：男 / 性别：女; 小白's 乔装: 此角色既视为男性也视为
// 女性), as the rules that read it see a face-up character: 救美, 风度, 情仇 and the missions of 礼服蒙面人
// and 王田香 speak of 女性, 大美女's mission of 男性角色. The web table never prints a gender, so a wrong one
// shows only through these rules: each character is checked here rather than by a scenario per rule.
import { describe, expect, it } from 'vitest';
import { getRuleset } from '../src/index.ts';
import { isMaleCharacter, isWoman } from '../src/core/skills.ts';
import { table } from './helpers/table.ts';

/** 004's 性别 line of every character of the standard edition and 「绝密任务」, by its Chinese name. */
const PRINTED: Record<string, '男' | '女' | '男女'> = {
  老鬼: '女',
  译电员: '女',
  老枪: '男',
  闪灵: '女',
  黑玫瑰: '女',
  峨眉峰: '男',
  老金: '男',
  浮萍: '女',
  黄雀: '女',
  眼镜蛇: '男',
  情报处长: '男',
  职业杀手: '男',
  礼服蒙面人: '男',
  柒佰: '男',
  刀锋: '男',
  大美女: '女',
  六姐: '女',
  小马哥: '男',
  怪盗九九: '男',
  贝雷帽: '男',
  小白: '男女',
  蝮蛇: '男',
  戴笠: '男',
  福尔摩斯: '男',
  致命香水: '女',
  歌女: '女',
  王田香: '男',
  五分钟: '男',
  易先生: '男',
  卧底警察: '男',
};

const NAMES = Object.values(getRuleset('standard').characters ?? {}).map((c) => c.name.zh);

describe('each standard character counts as the gender its card prints', () => {
  it('every character of the edition has its printed gender listed here', () => {
    expect([...NAMES].sort()).toEqual(Object.keys(PRINTED).sort());
  });

  for (const [name, printed] of Object.entries(PRINTED)) {
    it(`${name} (性别：${printed === '男女' ? '既视为男性也视为女性' : printed}), face up, is ${printed === '男' ? 'a man, not a woman' : printed === '女' ? 'a woman, not a man' : 'both'}`, () => {
      // Two other characters for the other seats; the players' own genders are unknown, so only the
      // character's counts.
      const others = ['戴笠', '老枪', '老金'].filter((n) => n !== name).slice(0, 2);
      const t = table({
        players: 3,
        camps: ['red', 'blue', 'neutral'],
        characters: [name, ...others],
        up: [0],
      });
      expect({ woman: isWoman(t.s, 0), man: isMaleCharacter(t.s, 0) }).toEqual({
        woman: printed !== '男',
        man: printed !== '女',
      });
    });
  }
});

// 004 prints the characters in two groups, ——潜伏角色—— and ——公开角色——: a 潜伏 character starts face
// down (nobody sees it until its owner turns it up), a 公开 one face up.
const HIDDEN = ['老鬼', '译电员', '老枪', '闪灵', '黑玫瑰', '峨眉峰', '老金', '浮萍', '黄雀', '眼镜蛇'];
// The 「绝密任务」 expansion's twelve (README: the 18 standard ones with `--expansion off`).
const EXPANSION = [
  '眼镜蛇',
  '戴笠',
  '致命香水',
  '浮萍',
  '五分钟',
  '福尔摩斯',
  '易先生',
  '黄雀',
  '歌女',
  '卧底警察',
  '蝮蛇',
  '王田香',
];

describe('each standard character starts as its group in 004 says, and belongs to its box', () => {
  for (const name of NAMES) {
    const hidden = HIDDEN.includes(name);
    it(`${name} is a ${hidden ? '潜伏 character: it starts face down' : '公开 character: it starts face up'}`, () => {
      const others = ['戴笠', '老枪', '老金'].filter((n) => n !== name).slice(0, 2);
      const t = table({ players: 3, camps: ['red', 'blue', 'neutral'], characters: [name, ...others] });
      expect(t.s.players[0].characterUp).toBe(!hidden);
    });
  }
  it('the 「绝密任务」 expansion adds exactly its twelve characters to the eighteen of the box', () => {
    const chars = Object.values(getRuleset('standard').characters ?? {});
    expect(
      chars
        .filter((c) => c.expansion)
        .map((c) => c.name.zh)
        .sort(),
    ).toEqual([...EXPANSION].sort());
    expect(chars.filter((c) => !c.expansion)).toHaveLength(18);
  });
});

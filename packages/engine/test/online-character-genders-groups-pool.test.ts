// What each online character card prints besides its skills (seed 003): its gender (「性别：男」 /
// 「性别：女」; 小白's 「性别：不明」 with 乔装: 此角色既视为男性也视为女性), its group (003 lists the 隐藏 characters
// last, from 老鬼 to 情报猎手: 「隐藏的人物卡要面朝下盖伏，普通角色面朝上亮出」), and that the edition has no
// expansion box: all 30 (人物卡30张) are dealt in every game. The gender shows only through the rules
// that read it (救美, 风度, the missions of 礼服蒙面人 and 大美女), so each character is checked here rather
// than by a scenario per rule; the lists are named, not read from the definitions, so a wrong flag fails.
import { describe, expect, it } from 'vitest';
import { createGame, getRuleset, rules } from '../src/index.ts';
import { isMaleCharacter, isWoman } from '../src/core/skills.ts';
import type { Camp } from '../src/index.ts';

/** 003's 性别 line of every online character, by its Chinese name. */
const PRINTED: Record<string, '男' | '女' | '不明'> = {
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
  小白: '不明',
  杰克: '男',
  福尔摩斯: '男',
  致命香水: '女',
  蝮蛇: '男',
  千金小姐: '女',
  出云龙: '男',
  老鬼: '女',
  硬汉: '男',
  译电员: '女',
  闪灵: '女',
  黑玫瑰: '女',
  老金: '男',
  海军上校: '男',
  眼镜蛇: '男',
  黄雀: '女',
  浮萍: '女',
  议长: '男',
  血牡丹: '女',
  情报猎手: '男',
};

/** The 隐藏 characters: 003 prints them last, each with a 翻开 skill. */
const HIDDEN = ['老鬼', '硬汉', '译电员', '闪灵', '黑玫瑰', '老金', '海军上校', '眼镜蛇', '黄雀', '浮萍'];
HIDDEN.push('议长', '血牡丹', '情报猎手');

const characters = getRuleset('online').characters!;
const idOf = (zh: string): string => Object.values(characters).find((c) => c.name.zh === zh)!.id;
const CAMPS: Camp[] = ['red', 'blue', 'neutral', 'red', 'blue', 'neutral', 'red', 'blue'];

/** A 3-seat online table with this character at seat 0; `up` turns every character face up. */
function seated(name: string, up: boolean) {
  const others = ['杰克', '硬汉', '老金'].filter((n) => n !== name).slice(0, 2);
  return createGame({
    ruleset: 'online',
    players: 3,
    seed: 1,
    characters: true,
    setup: {
      camps: CAMPS.slice(0, 3),
      firstPlayer: 0,
      characters: [name, ...others].map(idOf),
      ...(up ? { characterUp: [true, true, true] } : {}),
    },
  }).state;
}

describe('each online character counts as the gender 003 prints', () => {
  it('every character of the edition has its printed gender listed here', () => {
    expect(
      Object.values(characters)
        .map((c) => c.name.zh)
        .sort(),
    ).toEqual(Object.keys(PRINTED).sort());
  });

  for (const [name, printed] of Object.entries(PRINTED)) {
    const both = printed === '不明';
    it(`${name} (性别：${printed}), face up, is ${both ? 'both (乔装)' : printed === '男' ? 'a man, not a woman' : 'a woman, not a man'}`, () => {
      const s = seated(name, true);
      expect({ woman: isWoman(s, 0), man: isMaleCharacter(s, 0) }).toEqual({
        woman: printed !== '男',
        man: printed !== '女',
      });
    });
  }
});

describe('each online character starts as its group says', () => {
  for (const name of Object.keys(PRINTED)) {
    const hidden = HIDDEN.includes(name);
    it(`${name} is ${hidden ? 'a 隐藏 character: placed face down' : 'an ordinary character: placed face up'}`, () => {
      expect(seated(name, false).players[0].characterUp).toBe(!hidden);
    });
  }
});

describe('the online edition has no expansion box', () => {
  it('every one of the 30 characters is dealt in games without any expansion option', () => {
    const dealt = new Set<string>();
    for (let seed = 1; seed <= 40 && dealt.size < 30; seed++) {
      const { state } = createGame({
        ruleset: 'online',
        players: 8,
        seed,
        characters: true,
        setup: { camps: CAMPS, firstPlayer: 0 },
      });
      for (const p of state.players) for (const id of p.offer) dealt.add(characters[id].name.zh);
    }
    expect([...dealt].sort()).toEqual(Object.keys(PRINTED).sort());
  });

  it('the rules page tags no online character as part of the 「绝密任务」 expansion', () => {
    const list = rules('online')!.lists.find((l) => l.id === 'characters')!;
    const tagged = list.entries.filter((e) => e.tags?.some((t) => t.zh === '绝密任务')).map((e) => e.name.zh);
    expect(list.entries).toHaveLength(30);
    expect(tagged).toEqual([]);
  });
});

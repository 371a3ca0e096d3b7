// What each online character card prints besides its skills (seed 003): its gender, and its box.
//
// 003 prints 性别 on every card (小白: 性别：不明, with 乔装: 此角色既视为男性也视为女性) and defines 男性/女性角色
// as the gender on the card, lost while it is face down. 救美, 风度 and the missions of 礼服蒙面人 and
// 大美女 read it; the table never prints a gender, so each character is checked here rather than by a
// scenario per rule. The edition has one box (人物卡30张): no character is left out of a game played
// without the 2010 「绝密任务」 expansion, and the rules page tags none as part of it.
import { describe, expect, it } from 'vitest';
import { createGame, getRuleset, rules } from '../src/index.ts';
import { isMaleCharacter, isWoman } from '../src/core/skills.ts';
import { findCharacterId } from '../src/scenario/commands.ts';

/** 003's 性别 line of every online character, by its Chinese name. */
const PRINTED: Record<string, '男' | '女' | '男女'> = {
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

const CHARACTERS = Object.values(getRuleset('online').characters ?? {});
const NAMES = CHARACTERS.map((c) => c.name.zh);

describe('each online character counts as the gender its card prints (003)', () => {
  it('every character of the edition has its printed gender listed here', () => {
    expect([...NAMES].sort()).toEqual(Object.keys(PRINTED).sort());
  });

  for (const [name, printed] of Object.entries(PRINTED)) {
    it(`${name} (性别：${printed === '男女' ? '不明, 乔装' : printed}), face up, is ${printed === '男' ? 'a man, not a woman' : printed === '女' ? 'a woman, not a man' : 'both'}`, () => {
      // Two other characters for the other seats; the players' own genders are unknown, so only the
      // character's counts.
      const others = ['杰克', '硬汉', '老金'].filter((n) => n !== name).slice(0, 2);
      const { state } = createGame({
        ruleset: 'online',
        players: 3,
        seed: 1,
        characters: true,
        setup: {
          camps: ['red', 'blue', 'neutral'],
          characters: [name, ...others].map((n) => findCharacterId('online', n)!),
          characterUp: [true, true, true],
        },
      });
      expect({ woman: isWoman(state, 0), man: isMaleCharacter(state, 0) }).toEqual({
        woman: printed !== '男',
        man: printed !== '女',
      });
    });
  }
});

describe('the online edition has one box of characters (人物卡30张)', () => {
  it('a game without the 「绝密任务」 option deals every one of the 30', () => {
    const dealt = new Set<string>();
    for (let seed = 1; seed <= 40 && dealt.size < NAMES.length; seed++) {
      const { state } = createGame({ ruleset: 'online', players: 8, seed, characters: true });
      for (const p of state.players) for (const id of p.offer) dealt.add(id);
    }
    expect([...dealt].sort()).toEqual(CHARACTERS.map((c) => c.id).sort());
  });

  it('the rules page tags no online character as part of the 「绝密任务」 expansion', () => {
    const list = rules('online')!.lists.find((l) => l.id === 'characters')!;
    const tagged = list.entries.filter((e) => e.tags?.some((t) => t.zh === '绝密任务')).map((e) => e.name.zh);
    expect(list.entries).toHaveLength(30);
    expect(tagged).toEqual([]);
  });
});

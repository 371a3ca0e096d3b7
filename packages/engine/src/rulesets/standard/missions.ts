// Secret missions (机密任务) that several characters share, written once.
import { declaresByIntelFrom } from '../../core/moves.ts';
import { isActive } from '../../core/seats.ts';
import type { Mission } from '../../core/skills.ts';
import { colourOf, countColour } from '../../core/zones.ts';

/** 获得三张或以上的红色/蓝色情报 (老枪 情报处长 福尔摩斯 / 译电员 峨眉峰 戴笠). */
export function threeIntelOf(colour: 'red' | 'blue'): Mission {
  const zh = colour === 'red' ? '红色' : '蓝色';
  return {
    text: { zh: `获得三张或以上的${zh}情报。`, en: `Gain three or more ${colour} intel.` },
    standing: (s, owner) => countColour(s, owner, colour) >= 3,
  };
}

/** 手牌集齐三张红色卡牌和三张蓝色卡牌 (老金, 贝雷帽). */
export const threeRedAndThreeBlueInHand: Mission = {
  text: {
    zh: '手牌集齐三张红色卡牌和三张蓝色卡牌。',
    en: 'Hold three red cards and three blue cards in your hand.',
  },
  standing: (s, owner) => {
    const hand = s.players[owner].hand;
    return (
      hand.filter((c) => colourOf(s, c) === 'red').length >= 3 &&
      hand.filter((c) => colourOf(s, c) === 'blue').length >= 3
    );
  },
};

/** 一位潜伏战线玩家和一位军情处玩家死亡 (黄雀, 刀锋, 小马哥): both camps have lost a player; the owner must be alive. */
export const redAndBlueDie: Mission = {
  text: {
    zh: '一位潜伏战线玩家和一位军情处玩家死亡。',
    en: 'A player of the Underground and a player of Military Intelligence have died.',
  },
  onDeath: (s, owner) => {
    if (!isActive(s, owner)) return false;
    const camps = s.deaths.map((d) => s.players[d.seat].camp);
    return camps.includes('red') && camps.includes('blue');
  },
};

/** 一位玩家因为获得你传出的情报而宣告胜利。你的胜利会导致他的宣告失败。 (五分钟, 卧底警察) */
export const winsByYourIntel: Mission = {
  text: {
    zh: '一位玩家因为获得你传出的情报而宣告胜利。你的胜利会导致他的宣告失败。',
    en: 'A player declares victory because they gained intel you sent. Your victory makes theirs fail.',
  },
  onDeclare: (s, owner, declarer) => declaresByIntelFrom(s, declarer, owner),
  hijacks: true,
};

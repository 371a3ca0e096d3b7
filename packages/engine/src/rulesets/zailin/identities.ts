// Identity cards by table size (seed 001, 游戏人数身份配置). At 3 and 4 players there are more cards
// than players: the core deals one to each and the rest go back face down unseen
// (抽完身份牌后将多余的面朝下放回身份牌堆).
import type { Camp } from '../../core/types.ts';

type Row = [red: number, blue: number, neutral: number];

// 潜伏 red, 军情 blue, 特工 neutral.
const TABLE: Record<number, Row> = {
  3: [1, 1, 2],
  4: [2, 2, 2],
  5: [2, 2, 1],
  6: [2, 2, 2],
  7: [3, 3, 1],
};

export function zailinIdentities(players: number): Camp[] {
  const row = TABLE[players];
  if (!row) throw new Error(`风声再临 is played by 3 to 7 players, not ${players}`);
  const [red, blue, neutral] = row;
  return [
    ...Array<Camp>(red).fill('red'),
    ...Array<Camp>(blue).fill('blue'),
    ...Array<Camp>(neutral).fill('neutral'),
  ];
}

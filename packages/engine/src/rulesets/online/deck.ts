// The 108 game cards of the online edition (千智风声 / QQ游戏, seed 003, 「游戏卡108张」): each
// function's copies, colours and delivery exactly as the seed prints them (「全密电 3红3蓝4黑 合计10张」…).
import { printedDeck, type ColourRow } from '../common/printed-deck.ts';

const ROWS: readonly ColourRow[] = [
  { fn: 'decode', delivery: 'secret', red: 3, blue: 3, black: 4 }, // 破译 10
  { fn: 'lock', delivery: 'secret', red: 6, blue: 6, black: 6 }, // 锁定 18
  { fn: 'intercept', delivery: 'direct', red: 2, blue: 2, black: 9 }, // 截获 13
  { fn: 'burn', delivery: 'direct', red: 2, blue: 2, black: 3 }, // 烧毁 7
  { fn: 'redirect', delivery: 'direct', red: 3, blue: 3, black: 2 }, // 转移 8
  { fn: 'lure', delivery: 'text', red: 3, blue: 3, black: 5 }, // 调虎离山 11
  { fn: 'counter', delivery: 'direct', red: 1, blue: 1, black: 3 }, // 识破 5
  { fn: 'scramble', delivery: 'secret', red: 1, blue: 1, black: 0 }, // 真伪莫辨 2
  { fn: 'swap', delivery: 'text', red: 2, blue: 2, black: 4 }, // 调包 8
  { fn: 'reinforce', delivery: 'secret', red: 1, blue: 1, black: 2 }, // 增援 4
  { fn: 'gamble', delivery: 'direct', red: 0, blue: 0, black: 2 }, // 博弈 2
  { fn: 'rebalance', delivery: 'direct', red: 0, blue: 0, black: 2 }, // 权衡 2
];

/**
 * 试探 18 (全密电 6红6蓝6黑): 「试探一位玩家是否是潜伏战线/军情处/打酱油，如果是，他抽/弃一张牌」. The seed
 * prints the colours but not which camp and answer each copy bears; as in the 2010 box, each camp
 * is bet on with each answer once in each colour (3 camps × 抽/弃 × 3 colours = 18, 6 of each colour).
 */
export const ONLINE_CARDS = printedDeck(ROWS, ['draw1', 'discard1']);

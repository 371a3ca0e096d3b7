// 风声再临's moments for cards with no printed timing (烧毁, 识破, 破译): the play phase and every
// response point (没有使用时机的卡牌…可在出牌阶段及响应点中使用), the end of the turn included.
import type { WindowKind } from '../../../core/types.ts';

export const ANY_TIME: readonly WindowKind[] = ['play', 'declare', 'arrive', 'receive', 'end'];

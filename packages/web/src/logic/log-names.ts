// The log names players by seat and name: the server's lines say only the seat (「2号位」, "Seat
// 2"), and a newcomer knows the table by its people's names.
import type { Lang } from './glossary.ts';

/**
 * 「2号位 抽了 3 张牌」 → 「2号位 Ann 抽了 3 张牌」 with `names[1]` = Ann; "Seat 2" likewise in
 * English. A seat without a name, or one already followed by its name, is left as it is.
 */
export function withSeatNames(
  text: string,
  lang: Lang,
  names: readonly (string | null | undefined)[],
): string {
  const re = lang === 'en' ? /Seat (\d+)/g : /(\d+)号位/g;
  return text.replace(re, (m: string, n: string, at: number) => {
    const name = names[Number(n) - 1];
    if (!name || text.startsWith(` ${name}`, at + m.length)) return m;
    return `${m} ${name}`;
  });
}

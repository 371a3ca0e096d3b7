// Identity cards by table size (seed 004's table). The second column is the printed alternative:
// 4 and 6 players "初次游戏" (no 打酱油的), and 7 players 2/2/3.
import type { Camp } from '../../core/types.ts';

type Row = [red: number, blue: number, neutral: number];

const TABLE: Record<number, { standard: Row; variant?: Row }> = {
  3: { standard: [1, 1, 1] },
  4: { standard: [1, 1, 2], variant: [2, 2, 0] },
  5: { standard: [2, 2, 1] },
  6: { standard: [2, 2, 2], variant: [3, 3, 0] },
  7: { standard: [3, 3, 1], variant: [2, 2, 3] },
  8: { standard: [3, 3, 2] },
  9: { standard: [3, 3, 3] },
};

export function identityCards(players: number, table: 'standard' | 'variant'): Camp[] {
  const row = TABLE[players]?.[table];
  if (!row) throw new Error(`no ${table} identity table for ${players} players`);
  const [red, blue, neutral] = row;
  return [
    ...Array<Camp>(red).fill('red'),
    ...Array<Camp>(blue).fill('blue'),
    ...Array<Camp>(neutral).fill('neutral'),
  ];
}

export function hasVariantTable(players: number): boolean {
  return TABLE[players]?.variant !== undefined;
}

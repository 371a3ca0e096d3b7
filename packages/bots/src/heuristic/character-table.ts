// Win counts by character and camp from heuristic self-play, one table per edition: the data the
// heuristic keeps a character by (choose-character.ts). Each edition's table is a generated file
// (`fengsheng character-table`, docs/bots.md), registered here.
import { STANDARD_CHARACTER_TABLE } from './character-table-standard.ts';
import { ONLINE_CHARACTER_TABLE } from './character-table-online.ts';
import { ZAILIN_CHARACTER_TABLE } from './character-table-zailin.ts';

/** [red wins, red seats, blue wins, blue seats, neutral wins, neutral seats]. */
export type CampCounts = readonly [number, number, number, number, number, number];

export interface CharacterTable {
  /** The command that made the table (regenerate with it). */
  readonly command: string;
  /**
   * By character id; a state character (its owner chooses the face) also by `id/up` and `id/down`,
   * the face it was placed with.
   */
  readonly rows: Readonly<Record<string, CampCounts>>;
}

export const CHARACTER_TABLES: Readonly<Record<string, CharacterTable>> = {
  standard: STANDARD_CHARACTER_TABLE,
  zailin: ZAILIN_CHARACTER_TABLE,
  online: ONLINE_CHARACTER_TABLE,
};

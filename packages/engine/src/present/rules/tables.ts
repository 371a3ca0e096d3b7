// The rules page's tables, computed from a ruleset's data: identity cards by player count and the
// deck's counts by function, colour, delivery and mark. Nothing here is typed by hand.
import type { RulesTable, Text } from '@fengsheng/game';
import type { Ruleset } from '../../core/ruleset.ts';
import type { Camp } from '../../core/types.ts';

const CAMPS: readonly Camp[] = ['red', 'blue', 'neutral'];
const MARKS = ['encrypted', 'turnable', 'anyDelivery'] as const;

const W = {
  players: { zh: '人数', en: 'Players' },
  cards: { zh: '身份牌', en: 'Identity cards' },
  variant: { zh: '可选配置', en: 'optional row' },
  identities: { zh: '身份配置', en: 'Identities by number of players' },
  spare: {
    zh: '身份牌多于人数时，多出的面朝下放回，没有人看。',
    en: 'Where there are more identity cards than players, the spare ones go back face down, unseen.',
  },
  deck: { zh: '牌库', en: 'The deck' },
  card: { zh: '牌', en: 'Card' },
  total: { zh: '合计', en: 'Total' },
  all: { zh: '全部', en: 'All cards' },
} satisfies Record<string, Text>;

function countCamps(camps: readonly Camp[]): number[] {
  return CAMPS.map((c) => camps.filter((x) => x === c).length);
}

export function identityTable(rs: Ruleset): RulesTable {
  const camps = CAMPS.map((c) => rs.terms?.camps[c] ?? { zh: c, en: c });
  const rows: (number | Text)[][] = [];
  let spare = false;
  for (let n = rs.minPlayers; n <= rs.maxPlayers; n++) {
    const tables = rs.hasVariant(n) ? (['standard', 'variant'] as const) : (['standard'] as const);
    for (const table of tables) {
      const cards = rs.identities(n, table);
      if (cards.length > n) spare = true;
      const players: number | Text =
        table === 'variant' ? { zh: `${n}（${W.variant.zh}）`, en: `${n} (${W.variant.en})` } : n;
      rows.push([players, ...countCamps(cards), cards.length]);
    }
  }
  return {
    id: 'identities',
    title: W.identities,
    columns: [W.players, ...camps, W.cards],
    rows,
    ...(spare ? { note: W.spare } : {}),
  };
}

/** One row per function (in the ruleset's order), then the totals: colours, deliveries, marks. */
export function deckTable(rs: Ruleset): RulesTable {
  const colours = Object.keys(rs.terms?.colours ?? {}).filter((k) => rs.cards.some((c) => c.colour === k));
  const deliveries = Object.keys(rs.terms?.deliveries ?? {});
  const marks = MARKS.filter((m) => rs.cards.some((c) => c.marks?.[m]));
  const columns: Text[] = [
    W.card,
    ...colours.map((c) => rs.terms!.colours[c as never] as Text),
    ...deliveries.map((d) => rs.terms!.deliveries[d as never] as Text),
    ...marks.map((m) => markName(rs, m)),
    W.total,
  ];
  const row = (name: Text, fn: string | null): (number | Text)[] => {
    const cards = fn === null ? rs.cards : rs.cards.filter((c) => c.fn === fn);
    return [
      name,
      ...colours.map((k) => cards.filter((c) => c.colour === k).length),
      // A card its sender may send any way is counted under that mark, not under a delivery.
      ...deliveries.map((k) => cards.filter((c) => c.delivery === k && !c.marks?.anyDelivery).length),
      ...marks.map((m) => cards.filter((c) => c.marks?.[m]).length),
      cards.length,
    ];
  };
  const rows = Object.entries(rs.functions)
    .filter(([id]) => rs.cards.some((c) => c.fn === id))
    .map(([id, f]) => row(f.name, id));
  rows.push(row(W.all, null));
  return { id: 'deck', title: W.deck, columns, rows };
}

/** A mark's short name: the words before the colon of its description. */
function markName(rs: Ruleset, mark: (typeof MARKS)[number]): Text {
  const n = rs.terms?.marks?.[mark] ?? { zh: mark, en: mark };
  return { zh: n.zh.split(/[：:]/)[0], en: n.en.split(':')[0] };
}

// What a neutral (打酱油的) plays for: its character's secret mission, read as aims the heuristic's
// yardstick can weigh. The engine's missions are predicates on the whole state (core/victory.ts);
// a bot sees a view and values one card at a time, so each mission the heuristic pursues is
// restated here as one or more of five aims:
// - collect: intel of some colours in front of the owner (获得三张或以上的红色情报, 五张真情报...): the
//   owner's own gains of those colours are worth what a camp's gains are worth to the camp; one
//   that holds only while nobody has died (钢铁特工) is worth nothing once someone has;
// - declarer: another player's declaration wins for the owner (蝮蛇, 易先生, 歌女, 礼服蒙面人,
//   大美女, 千金): that player is helped as an ally while the mission's condition holds.
// - ownDeath: the owner's own death wins (小白 dying first, 浮萍 dying second or later, 老鬼 dying
//   with three red hand cards, or five hand cards in 风声再临): the false intel that kills the owner
//   is worth a win, not a loss; with a hand to hold at death, once it is held every false intel of
//   the owner's is a step toward that death, and 遗志 does not hand the hand out (choose-picks.ts).
// - kill: a death by one's own intel (亲手: the killer is the intel's sender) of a certain player
//   (职业杀手, 狙击手, 黑玫瑰, 王田香, 情报猎手, 戴笠): a send that may kill such a player is worth a
//   win; a death by anyone's intel (风声再临's 黑玫瑰): any false intel that may kill one is.
// - hand: cards of one function, of one colour, or any cards held in the owner's hand (眼镜蛇 four
//   识破, 怪盗九九 nine cards, 老金 and 贝雷帽 three red and three blue, 出云龙 six black, 老鬼 three
//   red or five cards at death): a card that counts is worth keeping by how near it brings the
//   mission (`handKeep`), a card drawn by the chance it counts (`handDrawGain`). Several hand aims
//   of one mission must all hold (老金: red and blue).
// Missions that need a kill by one skill (风声再临's 黄雀), or a declaration by one's own intel
// (五分钟, 卧底警察), are not restated: their owner plays as before (every camp's progress is bad,
// every other player a target).
import { getRuleset } from '@fengsheng/engine';
import type { CardFace, CardView, Colour, GameView } from '@fengsheng/engine';

export interface CollectAim {
  kind: 'collect';
  /** Which intel counts: one colour, 真情报 (red or blue), any intel, or red or blue each on its own. */
  counts: 'red' | 'blue' | 'true' | 'any' | 'either' | 'both';
  /** How many win. */
  count: number;
  /** Only while nobody has died (钢铁特工: 存有三张真情报且无人死亡): lost for good at the first death. */
  noDeath?: boolean;
}

export interface DeclarerAim {
  kind: 'declarer';
  /** Whose declaration wins for the owner. */
  who: 'anyone' | 'neighbour' | 'woman' | 'maleCharacter' | 'anyoneInMyTurn';
  /** A condition on the table when they declare. */
  when: 'always' | 'noDeathYet' | 'afterADeath' | 'atMostOneBlackOfMine';
}

export interface OwnDeathAim {
  kind: 'ownDeath';
  /**
   * first: nobody has died yet (with fewer than `intelBelow` intel at death); notFirst: someone
   * has; any: whoever has died before.
   */
  when: 'first' | 'notFirst' | 'any';
  intelBelow: number;
  /** What the owner's hand must hold at death (老鬼), read as the hand is now; none: anything. */
  hand?: HandAim;
}

export interface KillAim {
  kind: 'kill';
  /** Whom the intel must kill: a second or later death, a player with no true intel, with
   *  three or more, a face-up female character, a player with no hand card, a player of a colour
   *  camp (not a 特工), a player holding true intel once another such player has died. */
  victim:
    | 'secondOrLater'
    | 'noTrueIntel'
    | 'threeTrue'
    | 'femaleCharacter'
    | 'noHandCard'
    | 'colourCamp'
    | 'secondTrueHolder';
  /** Anyone's intel may kill (not only one's own): the death, not the killer, meets the aim. */
  byAnyone?: boolean;
}

export interface HandAim {
  kind: 'hand';
  /** Which hand cards count: those of one function, of one colour, or any card (the hand's size). */
  counts: { fn: string } | { colour: 'red' | 'blue' | 'black' } | 'any';
  /** How many. */
  count: number;
  /** Met only when the owner dies holding them (老鬼): the ownDeath aim then takes the death. */
  atDeath?: boolean;
}

export type MissionAim = CollectAim | DeclarerAim | OwnDeathAim | KillAim | HandAim;

const red3: CollectAim = { kind: 'collect', counts: 'red', count: 3 };
const blue3: CollectAim = { kind: 'collect', counts: 'blue', count: 3 };
const true5: CollectAim = { kind: 'collect', counts: 'true', count: 5 };
const any6: CollectAim = { kind: 'collect', counts: 'any', count: 6 };
const noDeathYet: DeclarerAim = { kind: 'declarer', who: 'anyone', when: 'noDeathYet' };
const maskedGentleman: DeclarerAim = { kind: 'declarer', who: 'woman', when: 'always' };
const handOf = (counts: HandAim['counts'], count: number, atDeath?: boolean): HandAim =>
  atDeath ? { kind: 'hand', counts, count, atDeath } : { kind: 'hand', counts, count };
// 手牌集齐三张红色卡牌和三张蓝色卡牌 (老金, 贝雷帽): both at once.
const threeRedAndThreeBlue: readonly HandAim[] = [
  handOf({ colour: 'red' }, 3),
  handOf({ colour: 'blue' }, 3),
];
/** A death that wins holding `hand` (老鬼): gather it, and take the death once it is held. */
const deathHolding = (hand: HandAim): readonly MissionAim[] => [
  hand,
  { kind: 'ownDeath', when: 'any', intelBelow: Infinity, hand },
];
// 当你死亡时，展示你的手牌，其中有三张或以上的红色卡牌 (老鬼, 2010 and 网络版).
const oldGhost2010 = deathHolding(handOf({ colour: 'red' }, 3, true));

/** The aims by ruleset and character id; a character missing here is not played for. */
const AIMS: Record<string, Record<string, MissionAim | readonly MissionAim[]>> = {
  // Seed 004's missions (rulesets/standard/characters, `mission`).
  standard: {
    oldGun: red3,
    intelChief: red3,
    holmes: red3,
    cipherClerk: blue3,
    emeiPeak: blue3,
    daiLi: blue3,
    sevenHundred: true5,
    sisterSix: any6,
    viper: noDeathYet,
    mrYi: { kind: 'declarer', who: 'anyone', when: 'afterADeath' },
    songstress: { kind: 'declarer', who: 'neighbour', when: 'always' },
    maskedGentleman: maskedGentleman,
    beauty: { kind: 'declarer', who: 'maleCharacter', when: 'atMostOneBlackOfMine' },
    // 当获得六张情报并同时达到胜利条件时，视为输掉游戏: a first death by her sixth intel is no win.
    littleBai: { kind: 'ownDeath', when: 'first', intelBelow: 6 },
    duckweed: { kind: 'ownDeath', when: 'notFirst', intelBelow: Infinity },
    hitman: { kind: 'kill', victim: 'secondOrLater' },
    sniper: { kind: 'kill', victim: 'noTrueIntel' },
    blackRose: { kind: 'kill', victim: 'threeTrue' },
    wangTianxiang: { kind: 'kill', victim: 'femaleCharacter' },
    // 手牌集齐四张识破.
    cobra: handOf({ fn: 'counter' }, 4),
    // 获得九张或以上的手牌.
    phantomThief: handOf('any', 9),
    oldGold: threeRedAndThreeBlue,
    beret: threeRedAndThreeBlue,
    oldGhost: oldGhost2010,
  },
  // The online rules' 酱油任务 (rulesets/online/characters): red and blue intel are 真情报 there too.
  online: {
    holmes: red3,
    intelChief: red3,
    daiLi: blue3,
    sevenHundred: true5,
    sisterSix: any6,
    speaker: { kind: 'collect', counts: 'either', count: 4 },
    viper: noDeathYet,
    maskedGentleman: maskedGentleman,
    beauty: { kind: 'declarer', who: 'maleCharacter', when: 'atMostOneBlackOfMine' },
    heiress: { kind: 'declarer', who: 'anyoneInMyTurn', when: 'always' },
    littleBai: { kind: 'ownDeath', when: 'first', intelBelow: Infinity },
    hitman: { kind: 'kill', victim: 'secondOrLater' },
    sniper: { kind: 'kill', victim: 'noTrueIntel' },
    blackRose: { kind: 'kill', victim: 'threeTrue' },
    intelHunter: { kind: 'kill', victim: 'noHandCard' },
    // 手牌集齐四张锁定 (not 识破 as in 2010).
    cobra: handOf({ fn: 'lock' }, 4),
    // 获得十张或者以上的手牌 (not nine).
    phantomThief: handOf('any', 10),
    // 手上收集6张黑色手牌.
    izumoDragon: handOf({ colour: 'black' }, 6),
    // 2010's missions (their files spread the standard characters').
    oldGold: threeRedAndThreeBlue,
    oldGhost: oldGhost2010,
    oldGun: red3,
    cipherClerk: blue3,
    emeiPeak: blue3,
    duckweed: { kind: 'ownDeath', when: 'notFirst', intelBelow: Infinity },
    // 获得二张红情报和二张蓝情报: both colours, each to two.
    beret: { kind: 'collect', counts: 'both', count: 2 },
  },
};

/**
 * What every neutral of an edition may play for, whatever its character: 风声再临's 特工 also wins
 * by holding six true intel (seed 001, 身份牌: 完成机密任务/存有六张真情报).
 */
const EDITION_AIMS: Record<string, MissionAim> = {
  zailin: { kind: 'collect', counts: 'true', count: 6 },
};

/**
 * 风声再临's characters whose mission is the 2010 one (`from: 'standard'` in their files) keep its
 * aim; its own missions are restated in ZAILIN_OWN below, all but 黄雀's.
 */
for (const id of [
  'oldGun',
  'intelChief',
  'holmes',
  'cipherClerk',
  'emeiPeak',
  'sevenHundred',
  'sisterSix',
  'viper',
  'maskedGentleman',
  'beauty',
  'duckweed',
  'hitman',
  'sniper',
  'oldGold',
  'beret',
  'phantomThief',
])
  (AIMS.zailin ??= {})[id] = AIMS.standard[id];

/**
 * 风声再临's own missions (rulesets/zailin/characters). Not 黄雀's (使用黄雀在后杀死一名玩家): only a
 * kill by that skill counts, and no aim here says which skill a kill comes by (its target is picked
 * by choose-choice.ts's generic seat rule, not by this yardstick).
 */
const ZAILIN_OWN: Record<string, MissionAim | readonly MissionAim[]> = {
  // 存有三张真情报且无人死亡.
  steelAgent: { kind: 'collect', counts: 'true', count: 3, noDeath: true },
  // 亲手杀死一名非特工玩家: his false intel killing a player of the 潜伏战线 or the 军情处.
  daiLi: { kind: 'kill', victim: 'colourCamp' },
  // 至少两名存真情报的玩家死亡 (others, by anyone's hand): the second such death wins.
  blackRose: { kind: 'kill', victim: 'secondTrueHolder', byAnyone: true },
  // 成为首先死亡玩家且存有情报少于四张 (the engine's number).
  littleBai: { kind: 'ownDeath', when: 'first', intelBelow: 4 },
  // 死亡时存有五张或以上手牌: five cards gathered, and the death taken once they are held.
  oldGhost: deathHolding(handOf('any', 5, true)),
};
Object.assign(AIMS.zailin, ZAILIN_OWN);

/** A neutral's aims by kind (each list or slot empty when its mission has none of that kind). */
export interface MissionPlan {
  collect: readonly CollectAim[];
  declarer: DeclarerAim | null;
  ownDeath: OwnDeathAim | null;
  kill: KillAim | null;
  /** Hand aims that must all hold at once (老金: three red and three blue). */
  hand: readonly HandAim[];
}

export const NO_PLAN: MissionPlan = { collect: [], declarer: null, ownDeath: null, kill: null, hand: [] };
const plans = new Map<string, MissionPlan>();

/**
 * The aims of the viewer's own mission when it plays as a neutral (its character's, then its
 * edition's), built once per edition and character.
 */
export function missionPlan(view: GameView): MissionPlan {
  const p = view.players[view.viewer as number];
  return p.camp === 'neutral' ? planOf(view.ruleset, p.character) : NO_PLAN;
}

/** The aims a neutral with this character plays for (null: a character not shown: the edition's own only). */
export function planOf(ruleset: string, character: string | null): MissionPlan {
  const key = `${ruleset}:${character ?? ''}`;
  let plan = plans.get(key);
  if (!plan) {
    const own = character !== null ? AIMS[ruleset]?.[character] : undefined;
    const aims = [own ?? [], EDITION_AIMS[ruleset] ?? []].flat();
    plan = {
      collect: aims.filter((a): a is CollectAim => a.kind === 'collect'),
      declarer: aims.find((a): a is DeclarerAim => a.kind === 'declarer') ?? null,
      ownDeath: aims.find((a): a is OwnDeathAim => a.kind === 'ownDeath') ?? null,
      kill: aims.find((a): a is KillAim => a.kind === 'kill') ?? null,
      hand: aims.filter((a): a is HandAim => a.kind === 'hand'),
    };
    plans.set(key, plan);
  }
  return plan;
}

const rivalAims = new Map<string, readonly CollectAim[]>();
const NONE: readonly CollectAim[] = [];

/**
 * What every other player would collect if it is a neutral, as the table shows it: the mission of
 * its character when that is face up (or revealed), and the edition's own for every neutral. The
 * viewer's own seat, and a seat out of the game, collect nothing. Weighed by the caller with the
 * belief that the seat is neutral: a character's mission counts only for a 打酱油的.
 */
export function rivalCollect(view: GameView): (readonly CollectAim[])[] {
  const me = view.viewer as number;
  const edition = EDITION_AIMS[view.ruleset];
  return view.players.map((p) => {
    if (p.seat === me || !p.alive || p.lost) return NONE;
    const key = `${view.ruleset}:${p.character ?? ''}`;
    let aims = rivalAims.get(key);
    if (!aims) {
      const own = p.character !== null ? AIMS[view.ruleset]?.[p.character] : undefined;
      aims = [own ?? [], edition ?? []].flat().filter((a): a is CollectAim => a.kind === 'collect');
      rivalAims.set(key, aims);
    }
    return aims.length === 0 ? NONE : liveCollect(view, aims);
  });
}

/** The collect aims still to be met: one that holds only while nobody has died is gone at the first death. */
export function liveCollect(view: GameView, aims: readonly CollectAim[]): readonly CollectAim[] {
  return liveCollectAt(view.deaths.length, aims);
}

/** The same, with this many deaths so far. */
export function liveCollectAt(deaths: number, aims: readonly CollectAim[]): readonly CollectAim[] {
  return deaths === 0 ? aims : aims.filter((a) => !a.noDeath);
}

/**
 * What one more intel of `colour` in front of the owner is worth to a collect aim, the owner
 * holding the intel counted in `c` ([red, blue, black]): a camp's own scale (its third: the game).
 * The heuristic values a two-colour intel (风声再临) as half red, half blue, and counts one held
 * under both red and blue: a 'true' count may then say one too many.
 */
export function collectGain(aims: readonly CollectAim[], colour: Colour, c: readonly number[]): number {
  let best = 0;
  for (const aim of aims) best = Math.max(best, collectGainOf(aim, colour, c));
  return best;
}

function collectGainOf(aim: CollectAim, colour: Colour, c: readonly number[]): number {
  if (aim.counts === 'both') return bothGain(aim.count, colour, c);
  let have: number;
  if (aim.counts === 'any') have = c[0] + c[1] + c[2];
  else if (colour === 'black') return 0;
  else if (aim.counts === 'true') have = c[0] + c[1];
  else if (aim.counts === 'either') have = colour === 'red' ? c[0] : c[1];
  else if (aim.counts !== colour) return 0;
  else have = colour === 'red' ? c[0] : c[1];
  if (have + 1 >= aim.count) return 120;
  return have + 2 === aim.count ? 12 : 5;
}

/**
 * Red and blue, each to `count` (网络版 贝雷帽): a colour already held enough counts for nothing; the
 * intel that completes both wins, the one before it is a camp's second.
 */
function bothGain(count: number, colour: Colour, c: readonly number[]): number {
  if (colour !== 'red' && colour !== 'blue') return 0;
  const k = colour === 'red' ? 0 : 1;
  if (c[k] >= count) return 0;
  const missing = count - c[k] + Math.max(0, count - c[1 - k]);
  if (missing === 1) return 120;
  return missing === 2 ? 12 : 5;
}

/**
 * Whether the owner dying now, holding `intel` intel once the killing one is gained, wins its
 * own-death aim. The hand is read as it is now (老鬼: the hand at death; her own send still counts
 * the card sent). `intel` counts a two-colour card twice (evaluate.ts's counts), so 小白's 少于四张
 * may read one too many and pass up a win.
 */
export function ownDeathWins(view: GameView, aim: OwnDeathAim, intel: number): boolean {
  if (aim.hand && handHas(view.hand ?? [], aim.hand) < aim.hand.count) return false;
  if (aim.when === 'notFirst') return view.deaths.length > 0;
  return (aim.when === 'any' || view.deaths.length === 0) && intel < aim.intelBelow;
}

/**
 * The chance that a false intel killing `seat` (holding the intel counted in `c`, [red, blue,
 * black], before it; of the camps in `row`, [red, blue, neutral]) meets a kill aim: 0 or 1 but for
 * a camp the viewer only believes. Its hand is read as it is now (情报猎手: none at death).
 */
export function killChance(
  view: GameView,
  aim: KillAim,
  seat: number,
  c: readonly number[],
  row: readonly number[],
): number {
  if (aim.victim === 'colourCamp') return row[0] + row[1];
  return killMeetsAim(view, aim, seat, c) ? 1 : 0;
}

function killMeetsAim(view: GameView, aim: KillAim, seat: number, c: readonly number[]): boolean {
  const p = view.players[seat];
  switch (aim.victim) {
    case 'secondOrLater':
      return view.deaths.length > 0;
    case 'noTrueIntel':
      return c[0] + c[1] === 0;
    case 'threeTrue':
      return c[0] + c[1] >= 3;
    case 'noHandCard':
      return p.handCount === 0;
    case 'femaleCharacter': {
      const gender =
        p.character && p.characterUp ? getRuleset(view.ruleset).characters?.[p.character]?.gender : undefined;
      return gender === 'female' || gender === 'both';
    }
    case 'secondTrueHolder':
      return c[0] + c[1] > 0 && trueHolderDied(view);
    case 'colourCamp':
      return false; // believed, not known: killChance weighs it
  }
}

/** Whether another player than the viewer died holding true intel (a two-colour one too). */
function trueHolderDied(view: GameView): boolean {
  return view.deaths.some((d) => d.seat !== view.viewer && d.intel.some((f) => f.colour !== 'black'));
}

/** Whether a card counts toward a hand aim (a two-colour card is neither red nor blue, as the engine's colourOf). */
export function countsToward(aim: HandAim, face: CardFace | null): boolean {
  if (aim.counts === 'any') return true;
  if (!face) return false;
  return 'fn' in aim.counts ? face.fn === aim.counts.fn : face.colour === aim.counts.colour;
}

/** How many of a hand's cards count toward a hand aim. */
export function handHas(hand: readonly CardView[], aim: HandAim): number {
  if (aim.counts === 'any') return hand.length;
  let n = 0;
  for (const c of hand) if (countsToward(aim, c.face)) n++;
  return n;
}

/**
 * What coming from `missing + 1` cards short of the hand aims to `missing` short is worth: the last
 * card the game (a camp's third intel); for an aim met only at death (老鬼), where her death then
 * takes the win, as much as the card before it. Earlier cards are worth far more than a camp's
 * intel of the same rank (collectGain's 12 and 5): a hand is gathered one card a turn and spent by
 * every card used. Measured (heuristic tournaments, seeds 17401-17403, standard and online): the
 * six characters' neutral wins rose with the steps from 3/6/12 up to 20/40/60, and no further at 30/50/80.
 */
export function handStep(missing: number, atDeath: boolean): number {
  if (missing <= 0) return atDeath ? HAND_STEPS[0] : MISSION_WON;
  return HAND_STEPS[Math.min(missing, HAND_STEPS.length) - 1];
}

/** The steps one, two, and three or more cards short. */
const HAND_STEPS = [60, 40, 20];

const MISSION_WON = 120;

/**
 * What a card held in the hand is worth to the hand aims beyond its function: the step it keeps
 * (the aims `missing` short now, one more without it) when it counts toward an aim whose count
 * the hand (`have[i]` cards toward aim i) does not exceed. 0 for a card that counts toward none.
 */
export function handKeep(
  aims: readonly HandAim[],
  have: readonly number[],
  missing: number,
  face: CardFace,
): number {
  for (let i = 0; i < aims.length; i++)
    if (have[i] <= aims[i].count && countsToward(aims[i], face)) return handStep(missing, !!aims[i].atDeath);
  return 0;
}

/** What the hand aims are worth as the hand stands: every step taken from an empty hand to `missing` short. */
export function handStanding(aims: readonly HandAim[], missing: number): number {
  let total = 0;
  for (const a of aims) total += a.count;
  const atDeath = aims.some((a) => a.atDeath);
  let v = 0;
  for (let m = missing; m < total; m++) v += handStep(m, atDeath);
  return v;
}

// A character's skills sorted by what the hot loops look for: every trigger point asks every seat
// for its trigger skills of that point, and every automatic pass asks the priority holder for its
// view-as and active skills. Walking the whole list and testing each skill's kind at every one of
// those questions cost more than the answers (most points wake nobody); the index is built once
// per character's list of skills and kept.
import { characterOf, skillsOf } from './skills.ts';
import type { ActiveSkill, ModifierSkill, Skill, TriggerPoint, TriggerSkill, ViewAsSkill } from './skills.ts';
import { getRuleset, type Ruleset, type Usable } from './ruleset.ts';
import type { GameState, Seat, WindowKind } from './types.ts';

/** One bit per window kind, for the masks of `uses.ts` and the index's. */
export function windowBit(kind: WindowKind): number {
  switch (kind) {
    case 'play':
      return 1;
    case 'declare':
      return 2;
    case 'transmit':
      return 4;
    case 'arrive':
      return 8;
    case 'receive':
      return 16;
    case 'end':
      return 32;
  }
}

/** `windowBit`s shifted here mean "in someone else's turn"; unshifted, "in the user's own turn". */
export const OTHERS_TURN_SHIFT = 6;

/** The windows a card or skill may be used in, by `windowBit`, in the user's own turn and (shifted) another's. */
export function usableWindows(u: Usable): number {
  let mask = 0;
  for (const kind of u.windows) {
    if (u.turn !== 'others') mask |= windowBit(kind);
    if (u.turn !== 'own') mask |= windowBit(kind) << OTHERS_TURN_SHIFT;
  }
  return mask;
}

/** The character's face a skill works with (`faceAllows`): bit 1 face down, bit 2 face up. */
export const FACE_DOWN = 1;
export const FACE_UP = 2;
function faces(sk: Skill): number {
  switch (sk.face) {
    case 'up':
    case 'cover':
      return FACE_UP;
    case 'flip':
      return FACE_DOWN;
    case 'any':
    case 'anyUp':
      return FACE_UP | FACE_DOWN;
  }
}

export interface SkillIndex {
  /** Each trigger point's skills, in the list's order; a point nobody listens to is absent. */
  readonly on: ReadonlyMap<TriggerPoint, readonly TriggerSkill[]>;
  readonly viewAs: readonly ViewAsSkill[];
  readonly active: readonly ActiveSkill[];
  /**
   * By active skill, the windows it may be used in (`usableWindows`) and the faces it works with
   * (`FACE_UP`, `FACE_DOWN`): a skill whose bits are not set now fails `activeNow` at once.
   */
  readonly activeWindows: readonly number[];
  readonly activeFaces: readonly number[];
  /** Modifiers that let an intel of one's own area be used as a function card (就计). */
  readonly intelAs: readonly ModifierSkill[];
  /** A modifier lets some function meant for one's own turn be used in anyone's (敏锐). */
  readonly anyTurn: boolean;
}

/** The index of a seat without a character. */
export const NO_SKILLS: SkillIndex = {
  on: new Map(),
  viewAs: [],
  active: [],
  activeWindows: [],
  activeFaces: [],
  intelAs: [],
  anyTurn: false,
};
const NO_TRIGGERS: readonly TriggerSkill[] = [];

function build(list: readonly Skill[]): SkillIndex {
  const on = new Map<TriggerPoint, TriggerSkill[]>();
  const viewAs: ViewAsSkill[] = [];
  const active: ActiveSkill[] = [];
  const activeWindows: number[] = [];
  const activeFaces: number[] = [];
  const intelAs: ModifierSkill[] = [];
  let anyTurn = false;
  for (const sk of list) {
    if (sk.kind === 'trigger') {
      const at = on.get(sk.on);
      if (at) at.push(sk);
      else on.set(sk.on, [sk]);
    } else if (sk.kind === 'viewAs') viewAs.push(sk);
    else if (sk.kind === 'active') {
      active.push(sk);
      activeWindows.push(usableWindows(sk));
      activeFaces.push(faces(sk));
    } else if (sk.kind === 'modifier') {
      if (sk.intelAs) intelAs.push(sk);
      if (sk.anyTurn) anyTurn = true;
    }
  }
  return { on, viewAs, active, activeWindows, activeFaces, intelAs, anyTurn };
}

// By the character's own list (a ruleset's data, never changed once loaded).
const byList = new WeakMap<readonly Skill[], SkillIndex>();

/**
 * The seat's skills now (`skillsOf`), indexed. A seat without a character has none, whatever is
 * lent (the callers never looked further for such a seat). While skills are lent (乔装, until the
 * turn ends) the lists differ from the characters' own, so they are indexed afresh each time.
 */
export function skillIndexOf(s: GameState, seat: Seat): SkillIndex {
  const ch = characterOf(s, seat);
  if (!ch) return NO_SKILLS;
  if (s.borrowed) return build(skillsOf(s, seat));
  const list = ch.skills;
  // Each seat's last answer first: one comparison instead of a weak-map lookup, as characterOf does.
  if (seat < MEMO_SEATS && memoLists[seat] === list) return memoIndexes[seat];
  let idx = byList.get(list);
  if (!idx) {
    idx = build(list);
    byList.set(list, idx);
  }
  if (seat < MEMO_SEATS) {
    memoLists[seat] = list;
    memoIndexes[seat] = idx;
  }
  return idx;
}

const MEMO_SEATS = 16;
const memoLists: (readonly Skill[] | null)[] = new Array<readonly Skill[] | null>(MEMO_SEATS).fill(null);
const memoIndexes: SkillIndex[] = new Array<SkillIndex>(MEMO_SEATS).fill(NO_SKILLS);

/** The seat's trigger skills waiting for this point, in the order of its list of skills. */
export function triggersAt(s: GameState, seat: Seat, point: TriggerPoint): readonly TriggerSkill[] {
  return skillIndexOf(s, seat).on.get(point) ?? NO_TRIGGERS;
}

/** Every seat's trigger skills of one point, in seat order, each seat's in the order of its list. */
export interface PointListeners {
  readonly seats: readonly Seat[];
  readonly skills: readonly TriggerSkill[];
}

// The table the listeners below were gathered for: its ruleset (the object: a ruleset registered
// anew under the same id is another table) and each seat's character. Any
// state with those gives the same lists, so clones and new games of the same cast reuse them.
let tableRuleset: Ruleset | null = null;
const tableCharacters: (string | null)[] = [];
const tableListeners = new Map<TriggerPoint, PointListeners>();

function sameTable(s: GameState): boolean {
  const players = s.players;
  if (getRuleset(s.ruleset) !== tableRuleset || players.length !== tableCharacters.length) return false;
  for (let i = 0; i < players.length; i++) if (players[i].character !== tableCharacters[i]) return false;
  return true;
}

/**
 * `triggersAt` of every seat for this point, gathered once per table (until a seat's character
 * changes) instead of asked seat by seat at every point: most points wake nobody. Not for a table
 * whose skills are lent (`s.borrowed`): its lists change within the turn.
 */
export function listenersAt(s: GameState, point: TriggerPoint): PointListeners {
  if (!sameTable(s)) {
    tableRuleset = getRuleset(s.ruleset);
    tableCharacters.length = 0;
    for (const p of s.players) tableCharacters.push(p.character);
    tableListeners.clear();
  }
  let l = tableListeners.get(point);
  if (!l) {
    const seats: Seat[] = [];
    const skills: TriggerSkill[] = [];
    for (let seat = 0; seat < s.players.length; seat++)
      for (const sk of triggersAt(s, seat, point)) {
        seats.push(seat);
        skills.push(sk);
      }
    l = { seats, skills };
    tableListeners.set(point, l);
  }
  return l;
}

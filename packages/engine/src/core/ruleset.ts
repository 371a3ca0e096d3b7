// What a ruleset (an edition) provides to the core. The core calls these; it never names a card.
import type { CharacterDef, Skill } from './skills.ts';
import type {
  Camp,
  CardFace,
  Colour,
  Delivery,
  FnId,
  Frame,
  GameEvent,
  GameState,
  Seat,
  Target,
  WindowKind,
} from './types.ts';

/** A display name in both languages a client offers. */
export interface Name {
  readonly zh: string;
  readonly en: string;
}

/**
 * The words an edition uses for the ids its views show beyond cards, characters and skills (whose
 * names sit on their own definitions). Only presentation reads them; no rule does.
 */
export interface RulesetTerms {
  readonly camps: Readonly<Record<Camp, Name>>;
  readonly colours: Readonly<Record<Colour, Name>>;
  readonly deliveries: Readonly<Record<Delivery, Name>>;
  /** What a matching 试探-like bet makes its target do, by `CardFace.probe.effect`. */
  readonly probeEffects: Readonly<Record<'draw2' | 'discard1', Name>>;
  /** The named values a choice may offer (`ChoiceOption.value`), e.g. a probe's answers. */
  readonly choiceValues: Readonly<Record<string, Name>>;
  /**
   * Prompts of choices beyond `skill.<skill id>` (which is named by its skill): the sub-steps of a
   * skill (`skill.<id>.<step>`) and choices asked by card effects.
   */
  readonly prompts: Readonly<Record<string, Name>>;
  /** What each camp plays for, in a sentence: the reminder a player keeps in view all game. */
  readonly campGoals: Readonly<Record<Camp, Name>>;
}

/** Who a card function may target, in the vocabulary the core knows how to enumerate. */
export type TargetKind =
  | 'none'
  /** a living player other than the user */
  | 'otherSeat'
  /** any living player, the user included */
  | 'anySeat'
  /** a card or skill waiting on the response stack */
  | 'frame'
  /** a false (black) intel in a living player's intel area */
  | 'falseIntel'
  /** any intel in a living player's intel area */
  | 'anyIntel';

/** When something used while holding priority (a card, an active skill) may be used, and on what. */
export interface Usable {
  /** The response windows in which it may be used. */
  readonly windows: readonly WindowKind[];
  /** Whose turn it must be: the user's own, someone else's, or either. */
  readonly turn: 'own' | 'others' | 'any';
  readonly target: TargetKind;
  /** Further conditions on the user at this moment. */
  canUse?(s: GameState, user: Seat): boolean;
  /** Further conditions on a candidate target. */
  canTarget?(s: GameState, user: Seat, t: Target): boolean;
}

/** A function card's rules: when it may be used, on what, and what it does. One per file. */
export interface CardFunction extends Usable {
  readonly id: FnId;
  readonly name: { readonly zh: string; readonly en: string };
  /** What the card does: the Chinese as printed on the card, the English in our own words. */
  readonly text: Name;
  /** Only the user and the target see the face while it waits and resolves (试探). */
  readonly hiddenFace?: boolean;
  /** The effect, written with the core's effect vocabulary (`effects.ts`). */
  resolve(s: GameState, frame: Frame, out: GameEvent[]): void;
  /** Where the card goes after it resolves; a countered card always goes to the discard. */
  readonly afterUse: 'discard' | 'removed';
}

export interface Ruleset {
  readonly id: string;
  readonly name: { readonly zh: string; readonly en: string };
  readonly minPlayers: number;
  readonly maxPlayers: number;
  readonly startingHand: number;
  readonly drawCount: number;
  /** The physical game cards; a CardId is an index into this table. */
  readonly cards: readonly CardFace[];
  readonly functions: Readonly<Record<FnId, CardFunction>>;
  /** The identity cards for a table of this size. */
  identities(players: number, table: 'standard' | 'variant'): Camp[];
  /** Whether a table of this size has a printed variant row. */
  hasVariant(players: number): boolean;
  /** The colour a camp collects to win, if any. */
  campColour(camp: Camp): 'red' | 'blue' | null;
  /** Intel of this colour counts toward death. */
  readonly deadlyColour: 'black';
  readonly deathAt: number;
  readonly winAt: number;
  /** The characters of this edition, by id (none: the edition is played without characters). */
  readonly characters?: Readonly<Record<string, CharacterDef>>;
  /** Every skill of every character, by id. */
  readonly skills?: Readonly<Record<string, Skill>>;
  /** Display words for the other ids its views show (camps, colours, deliveries, choices). */
  readonly terms?: RulesetTerms;
}

const registry = new Map<string, Ruleset>();
// The last ruleset looked up: every game of a run asks for the same one, thousands of times a game.
let last: Ruleset | null = null;

export function registerRuleset(r: Ruleset): void {
  registry.set(r.id, r);
  last = null;
}

export function getRuleset(id: string): Ruleset {
  if (last !== null && last.id === id) return last;
  const r = registry.get(id);
  if (!r) throw new Error(`unknown ruleset "${id}" (known: ${[...registry.keys()].join(', ')})`);
  last = r;
  return r;
}

export function listRulesets(): string[] {
  return [...registry.keys()];
}

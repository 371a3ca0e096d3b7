// The contract between a game's rules and everything that runs games (server, bots, CLI, web).
// The server and the web client know this interface and no rule of any game: 风声 and 杀人游戏
// each implement it, and a room runs either without knowing which.

export type Seat = number;
export type Viewer = Seat | 'spectator';

/** Words shown to people, always in both languages the client offers. */
export interface Text {
  readonly zh: string;
  readonly en: string;
}

export type Applied<State, Event> =
  { ok: true; state: State; events: Event[] } | { ok: false; error: string };

/** Who the game waits for, and for what (a game-specific kind such as 'priority' or 'vote'). */
export interface Pending {
  seat: Seat;
  kind: string;
  /**
   * Which timer a room runs for this decision: 'turn' for the decisions of one's own turn, 'response'
   * for answers to others (priority windows, choices asked by another's card), 'setup' for what is
   * chosen before play begins (a character: time to read its skills). Default 'turn'.
   */
  timer?: 'turn' | 'response' | 'setup';
}

/**
 * How a client shows one legal command: its words, and what to click for it. A command that plays
 * a card names the card's handle (that card lights up in the hand); one aimed at a seat names the
 * seat (that seat lights up once the card is picked, or at once for commands with no card).
 */
export interface CommandLabel {
  readonly text: Text;
  /** The handle (as in the viewer's view) of the card this command plays or picks. */
  readonly card?: number;
  /** The seat this command is aimed at. */
  readonly seat?: Seat;
  /** The handle of an intel card this command is aimed at. */
  readonly intel?: number;
  /**
   * The command carries words the player types (a speech, a night message): the client shows a
   * text box and sends the legal command with `command[field]` set to the text. The game checks it.
   */
  readonly input?: { readonly field: string; readonly maxLength: number };
}

/**
 * A line of a first game's coach (新手): what just happened (`happened`) or what the commands
 * offered now mean (`options`). It explains; it never says which command to choose.
 */
export interface CoachLine {
  readonly kind: 'happened' | 'options';
  readonly text: Text;
}

/** One kind's words, by id. */
export type TextTable = Readonly<Record<string, Text>>;

/** Ordered ids that belong to an id, by kind (风声: `characterSkills`, each character's skill ids). */
export type IdLists = Readonly<Record<string, Readonly<Record<string, readonly string[]>>>>;

/**
 * Display words of the ids a view uses, by kind: names (cards, characters, skills, camps) and what
 * they do (`functionTexts`, `skillTexts`, `missionTexts`, ...). All of it is data of the game's
 * rulesets, so a client explains a card or a skill without knowing any. `lists` says which ids
 * belong together (a character's skills, in printed order).
 */
export type Glossary = Readonly<Record<string, TextTable>> & { readonly lists?: IdLists };

/**
 * One way of playing an edition (a mode), as a host offers it: its words and the table sizes it is
 * played at. What it changes in the rules stays in the game; a server only checks a room against it.
 */
export interface ModeInfo {
  readonly id: string;
  readonly name: Text;
  /** What it changes, in a sentence a lobby shows. */
  readonly text: Text;
  /** The seat counts it is played at. */
  readonly seats: readonly number[];
  /** Won through the characters (their missions): a room of it must deal them. */
  readonly needsCharacters?: boolean;
}

/** One edition of a game's rules, as a host offers it: its seat range and whether it has characters. */
export interface RulesetInfo {
  readonly id: string;
  readonly name: Text;
  readonly minSeats: number;
  readonly maxSeats: number;
  readonly characters: boolean;
  /** Its modes, when it has some (a room may name one, or none for the edition's own game). */
  readonly modes?: readonly ModeInfo[];
}

/**
 * One edition's rules as a page shows them, built from the ruleset's own data: prose sections
 * (the turn, passing, victory), tables computed from its data (identities by player count, the
 * deck's counts) and lists of entries (each card with its text, each character with its skills and
 * mission). A client lays it out without knowing any card.
 */
export interface RulesDoc {
  readonly game: string;
  readonly ruleset: string;
  readonly name: Text;
  readonly sections: readonly RulesSection[];
  readonly tables: readonly RulesTable[];
  readonly lists: readonly RulesList[];
}

export interface RulesSection {
  readonly id: string;
  readonly title: Text;
  readonly paragraphs: readonly Text[];
}

/** A table: column headings, then rows of cells (a number or words). */
export interface RulesTable {
  readonly id: string;
  readonly title: Text;
  readonly columns: readonly Text[];
  readonly rows: readonly (readonly (number | Text)[])[];
  readonly note?: Text;
}

/** An entry of a list: a card (name, text), a character (its skills as parts, its mission). */
export interface RulesEntry {
  readonly id: string;
  readonly name: Text;
  readonly text?: Text;
  readonly parts?: readonly { readonly name: Text; readonly text: Text }[];
  /** A secret mission, a camp's goal: what the entry plays for. */
  readonly goal?: Text;
  /** Short facts shown beside the name (how many copies, an expansion). */
  readonly tags?: readonly Text[];
}

export interface RulesList {
  readonly id: string;
  readonly title: Text;
  readonly entries: readonly RulesEntry[];
}

/**
 * A scenario file of a game's tests made playable: the options that build its table and the commands
 * it plays, so that a server can replay it like a finished game ("show me" a ruling).
 */
export interface ScenarioGame {
  readonly name: string;
  readonly ruleset: string;
  readonly seats: number;
  /** How the scenario calls each seat (风声: A, B, C…; 杀人游戏: 1号, 2号…), to label the table. */
  readonly seatNames: readonly string[];
  readonly options: unknown;
  readonly commands: readonly { readonly seat: Seat; readonly command: unknown }[];
  /** The rules entries it is about, as `<list id>/<entry id>` (`cards/bounce`). */
  readonly concerns: readonly string[];
}

export interface GameDefinition<Options, State, Command, Event, View, Result> {
  /** A stable id for rooms and logs, e.g. 'fengsheng'. */
  readonly id: string;
  readonly name: Text;
  readonly minSeats: number;
  readonly maxSeats: number;
  /** The editions it can be played under; absent: one, 'standard', with the seat range above. */
  readonly rulesets?: readonly RulesetInfo[];
  /** A new game: deterministic given the options (the seed is one of them). */
  create(options: Options): { state: State; events: Event[] };
  /** Every command this seat may send now; empty when it is not asked anything. */
  legalCommands(state: State, seat: Seat): Command[];
  /** A new state, or an error naming the reason and no change. Never throws for bad input. */
  apply(state: State, seat: Seat, command: Command): Applied<State, Event>;
  /** Who must act; null once the game is over. */
  pending(state: State): Pending | null;
  /**
   * Whether everyone may know whom the game waits for now. False while the rules hide it (风声:
   * who holds priority under automatic passing; 杀人游戏: anything at night): rooms then show the
   * timer only to the seat itself. Absent: always public.
   */
  pendingIsPublic?(state: State): boolean;
  /** Everything this viewer may see, built from scratch: nothing else may leave the game. */
  view(state: State, viewer: Viewer): View;
  /** The events as this viewer may see them (private parts dropped). */
  eventsFor(state: State, events: readonly Event[], viewer: Viewer): unknown[];
  /** The result once the game is over, else null. */
  result(state: State): Result | null;
  /**
   * What a seat plays when its timer runs out: always one of `legalCommands(state, seat)`, chosen
   * as a cautious player would (pass, refuse, the first choice offered).
   */
  defaultCommand(state: State, seat: Seat): Command;
  /** Plain words for one event as `eventsFor` gave it to a viewer, in the words of this game's rules. */
  narrate(event: unknown, state: State): Text;
  /** Words and click targets for one of `view`'s legal commands. */
  describeCommand(view: View, command: Command): CommandLabel;
  /** The same for several of `view`'s legal commands at once (a seat's whole list, for each state sent). */
  describeCommands(view: View, commands: readonly Command[]): CommandLabel[];
  /** Display names for the ids in this game's views (data of its rulesets). */
  glossary(options: Options): Glossary;
  /**
   * A coach for a first game: from one seat's view and the events it was just shown (as
   * `eventsFor` gave them), plain words on what happened and what its offered commands mean.
   * Absent: the game has no coach, and rooms never offer one.
   */
  coach?(view: View, recent: readonly unknown[]): CoachLine[];
  /**
   * Whether seated players may use the room's free chat while a game is played. A game whose
   * talking is part of the rules (杀人游戏: only the speaker speaks) says false and carries speech
   * as commands instead. Spectators may always chat among themselves.
   */
  readonly tableChat: boolean;
  /** An edition's rules for a rules page (data of the ruleset); null for an unknown edition. */
  rules?(ruleset: string): RulesDoc | null;
  /**
   * What the next game in the same room must know of this finished one, merged into its options
   * (杀人游戏: the first night may not kill the previous game's first victim).
   */
  carryOver?(finished: State): Partial<Options>;
}

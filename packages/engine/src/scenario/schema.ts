// The scenario file, validated so that a malformed file gets an error naming the field.
import { oneKeyMapToLine } from '@fengsheng/game/scenario';
import { z } from 'zod';

const seat = z.string().regex(/^[A-Ia-i]$/, 'expected a seat letter A-I');
const cards = z.array(z.string());
const seatCards = z.record(seat, cards);
const camp = z.enum(['red', 'blue', 'neutral']);

const commandObject = z
  .object({
    seat,
    type: z.enum(['pass', 'use', 'skill', 'send', 'accept', 'refuse', 'discard', 'choose', 'character']),
    card: z.string().optional(),
    as: z.string().optional(),
    to: seat.optional(),
    /** send: -1 sends 密电/文本 to the left (逢缘); secret: true sends 文本 as 密电 (加密). */
    direction: z.union([z.literal(1), z.literal(-1)]).optional(),
    secret: z.boolean().optional(),
    /** send: the delivery the sender declares for a card that may go any way (危险情报). */
    delivery: z.enum(['secret', 'text', 'direct']).optional(),
    target: z
      .object({ seat: seat.optional(), intel: z.string().optional(), frame: z.string().optional() })
      .strict()
      .optional(),
  })
  .strict();

export const commandEntry = z.preprocess(
  (v) => oneKeyMapToLine(v, /^[A-Ia-i]$/),
  z.union([z.string().min(1), commandObject]),
);
export type CommandEntry = z.infer<typeof commandEntry>;

/** Command lines without the seat ("skill 遗志", "use red lock on C"), by seat. */
const seatLines = z.record(seat, z.array(z.string().min(1)));
const eventPattern = z.record(z.string(), z.unknown());

const expectSchema = z
  .object({
    winners: z.array(seat).optional(),
    winnerCamps: z.array(camp).optional(),
    noWinner: z.boolean().optional(),
    dead: z.array(seat).optional(),
    characterUp: z.record(seat, z.boolean()).optional(),
    lost: z.array(seat).optional(),
    intel: seatCards.optional(),
    hands: seatCards.optional(),
    handCount: z.record(seat, z.number().int().min(0)).optional(),
    discard: cards.optional(),
    discardCount: z.number().int().min(0).optional(),
    removedCount: z.number().int().min(0).optional(),
    deckCount: z.number().int().min(0).optional(),
    pending: z
      .object({
        seat: seat.optional(),
        kind: z
          .enum(['priority', 'sendIntel', 'receiveIntel', 'discardCard', 'choose', 'chooseCharacter'])
          .optional(),
      })
      .strict()
      .optional(),
    turn: z.number().int().min(1).optional(),
    current: seat.optional(),
    killers: z.record(seat, seat.nullable()).optional(),
    events: z.array(eventPattern).optional(),
    noEvents: z.array(eventPattern).optional(),
    /** Runs of events with nothing between them. */
    consecutive: z.array(z.array(eventPattern).min(2)).optional(),
    /** Commands each seat may play now (a skill: also an optional skill it is asked whether to use). */
    offered: seatLines.optional(),
    notOffered: seatLines.optional(),
    /** Commands never offered to the seat at any moment of the scenario (checked after every command). */
    neverOffered: seatLines.optional(),
    /** The pending choice: whose, for which skill (or its raw prompt), its options, how many to pick. */
    choice: z
      .object({
        seat: seat.optional(),
        skill: z.string().optional(),
        prompt: z.string().optional(),
        options: z.array(z.string()).optional(),
        min: z.number().int().min(0).optional(),
        max: z.number().int().min(0).optional(),
      })
      .strict()
      .optional(),
    /** The top of the deck, top first (the cards below are not checked). */
    deckTop: cards.optional(),
    intelCount: z.record(seat, z.number().int().min(0)).optional(),
    /** Exactly these faces are removed from the game, any order. */
    removed: cards.optional(),
    /** Faces that must not be in these zones. */
    without: z
      .object({
        hands: seatCards.optional(),
        intel: seatCards.optional(),
        discard: cards.optional(),
        removed: cards.optional(),
        deck: cards.optional(),
      })
      .strict()
      .optional(),
    /** How many seats belong to each camp (identities dealt at random). */
    campCounts: z.partialRecord(camp, z.number().int().min(0)).optional(),
    sees: z
      .record(
        seat,
        z
          .object({
            passingFace: z.string().nullable().optional(),
            camps: z.record(seat, camp.nullable()).optional(),
            stackFaces: z.array(z.string().nullable()).optional(),
            /** What each card waiting on the stack had named aloud (null: nothing), bottom first. */
            stackNamed: z.array(z.string().nullable()).optional(),
            /** How many removed cards this seat's view shows (it shows no face of them). */
            removedCount: z.number().int().min(0).optional(),
            /** The extra mission's character this seat's view shows for a player (null: none seen). */
            extraMission: z.record(seat, z.string().nullable()).optional(),
            /** The faces this seat's view shows of a player's intel, any order (null: face down). */
            intelFaces: z.record(seat, z.array(z.string().nullable())).optional(),
            /** The faces this seat's view shows in the discard, any order (null: face down). */
            discardFaces: z.array(z.string().nullable()).optional(),
          })
          .strict(),
      )
      .optional(),
    illegal: z.array(z.object({ command: commandEntry, reason: z.string().optional() }).strict()).optional(),
  })
  .strict();

const stepExpect = z.object({ expect: expectSchema }).strict();
export type StepEntry = z.infer<typeof commandEntry> | z.infer<typeof stepExpect>;

export const scenarioSchema = z
  .object({
    name: z.string().min(1),
    source: z.string().optional(),
    ruleset: z.string().default('standard'),
    players: z.number().int().min(3).max(9),
    autoPass: z.boolean().default(true),
    identityTable: z.enum(['standard', 'variant']).optional(),
    camps: z.array(camp).optional(),
    /** Characters by seat (Chinese name or id); turns characters on. */
    characters: z.record(seat, z.string()).optional(),
    /** Override a character's starting face: true face up, false face down. */
    characterUp: z.record(seat, z.boolean()).optional(),
    expansion: z.boolean().optional(),
    /** The character pile after choosing, top first (what 绝密任务 draws); absent: at random. */
    characterDeck: z.array(z.string()).optional(),
    /** 新手教学模式 (风声再临): the cards' special marks are void. */
    teaching: z.boolean().optional(),
    /** One of the ruleset's modes (网络版: novice, threeVsThree, missions...); absent: the free game. */
    mode: z.string().min(1).max(40).optional(),
    genders: z.record(seat, z.enum(['male', 'female'])).optional(),
    first: seat.default('A'),
    start: z.enum(['play', 'draw']).default('play'),
    hands: seatCards.optional(),
    intel: seatCards.optional(),
    deck: cards.optional(),
    discard: cards.optional(),
    rest: z.enum(['deck', 'discard', 'removed']).default('deck'),
    seed: z.number().int().default(1),
    /** Commands, and `- expect: {...}` checks at that moment of the play. */
    commands: z.array(z.union([commandEntry, stepExpect])).default([]),
    expect: expectSchema.optional(),
  })
  .strict();

export type ScenarioDoc = z.infer<typeof scenarioSchema>;
export type Expectations = z.infer<typeof expectSchema>;

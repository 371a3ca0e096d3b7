// A 杀人游戏 scenario file, validated so that a malformed file gets an error naming the field. Seats
// are the numbers the judge calls (1号 is 1), from 1 to 16.
import { oneKeyMapToLine } from '@fengsheng/game/scenario';
import { z } from 'zod';

const seat = z.number().int().min(1, 'expected a seat number 1-16').max(16, 'expected a seat number 1-16');
/** Seats as record keys (YAML map keys are strings). */
const seatKey = z.string().regex(/^([1-9]|1[0-6])$/, 'expected a seat number 1-16');
const ROLE_ALIASES: Record<string, 'police' | 'killer' | 'civilian'> = {
  police: 'police',
  警察: 'police',
  P: 'police',
  killer: 'killer',
  杀手: 'killer',
  K: 'killer',
  civilian: 'civilian',
  平民: 'civilian',
  C: 'civilian',
};
const role = z
  .string()
  .refine((r) => r in ROLE_ALIASES, 'expected a role: police/警察/P, killer/杀手/K, civilian/平民/C')
  .transform((r) => ROLE_ALIASES[r]);
const eventPattern = z.record(z.string(), z.unknown());
const seatLines = z.record(seatKey, z.array(z.string().min(1)));

export const commandLine = z.preprocess(
  (v) => oneKeyMapToLine(v, /^([1-9]|1[0-6])$/),
  z.string().min(1, 'a command reads "SEAT: verb ...", e.g. "3: kill 5"'),
);

export const killerExpectSchema = z
  .object({
    winner: z.enum(['police', 'killers', 'draw']).optional(),
    reason: z
      .enum(['killersOut', 'policeOut', 'civiliansOut', 'thirdTie', 'policeSurrender', 'killerSurrender'])
      .optional(),
    winners: z.array(seat).optional(),
    noWinner: z.boolean().optional(),
    /** Exactly these seats are out, in the order they went out. */
    out: z.array(seat).optional(),
    /** How each seat went out. */
    outHow: z.record(seatKey, z.enum(['killed', 'votedOut', 'confessed', 'surrendered'])).optional(),
    /** Seats out who gave last words (in order). */
    lastWords: z.array(seat).optional(),
    round: z.number().int().min(0).optional(),
    step: z.enum(['kill', 'check', 'lastWords', 'speech', 'ballot', 'over']).optional(),
    pending: z
      .object({
        seat: seat.nullable().optional(),
        kind: z.enum(['kill', 'check', 'lastWords', 'speech', 'ballot']).optional(),
      })
      .strict()
      .optional(),
    /** The candidates of the ballot now open. */
    candidates: z.array(seat).optional(),
    tieLevel: z.number().int().min(0).max(3).optional(),
    events: z.array(eventPattern).optional(),
    noEvents: z.array(eventPattern).optional(),
    consecutive: z.array(z.array(eventPattern).min(2)).optional(),
    offered: seatLines.optional(),
    notOffered: seatLines.optional(),
    neverOffered: seatLines.optional(),
    illegal: z.array(z.object({ command: commandLine, reason: z.string().optional() }).strict()).optional(),
    /** How many seats hold each role (roles left random). */
    roleCounts: z.partialRecord(z.enum(['police', 'killer', 'civilian']), z.number().int().min(0)).optional(),
    /** What one seat's view shows of others' roles (null: unknown to it). */
    sees: z.record(seatKey, z.object({ roles: z.record(seatKey, role.nullable()) }).strict()).optional(),
  })
  .strict();

const stepExpect = z.object({ expect: killerExpectSchema }).strict();

export const killerScenarioSchema = z
  .object({
    name: z.string().min(1),
    source: z.string().optional(),
    ruleset: z.literal('killer'),
    players: z
      .number()
      .int()
      .min(8, '杀人游戏 takes 8 to 16 players')
      .max(16, '杀人游戏 takes 8 to 16 players'),
    /** Roles in seat order, 1号 first; left out: dealt at random by the seed. */
    roles: z.array(role).optional(),
    seed: z.number().int().default(1),
    /** The seat killed on the previous game's first night (may not be killed on the first night). */
    previousFirstVictim: seat.optional(),
    commands: z.array(z.union([stepExpect, commandLine])).default([]),
    expect: killerExpectSchema.optional(),
  })
  .strict();

export type KillerScenario = z.infer<typeof killerScenarioSchema>;
export type KillerExpectations = z.infer<typeof killerExpectSchema>;

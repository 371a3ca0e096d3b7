// Shared command-line parsing: node's util.parseArgs plus value checks that name the option at fault.
import { parseArgs, type ParseArgsConfig } from 'node:util';

/** A mistake in how the command was called: printed with a hint, exit code 2. */
export class UsageError extends Error {}

type Options = NonNullable<ParseArgsConfig['options']>;

/** parseArgs in strict mode, with its errors (unknown option, missing value...) turned into UsageErrors. */
export function parseOptions<O extends Options>(argv: string[], options: O) {
  try {
    return parseArgs({ args: argv, options, strict: true, allowPositionals: false });
  } catch (err) {
    const code = (err as { code?: unknown }).code;
    if (typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS'))
      throw new UsageError((err as Error).message);
    throw err;
  }
}

/** A whole decimal number within [min, max], or a UsageError naming the option. */
export function intOption(
  name: string,
  raw: string | undefined,
  fallback: number,
  min: number,
  max: number,
): number {
  if (raw === undefined) return fallback;
  const value = /^\d+$/.test(raw.trim()) ? Number(raw.trim()) : NaN;
  if (!Number.isSafeInteger(value) || value < min || value > max)
    throw new UsageError(
      `--${name} must be a whole number from ${min} to ${max}, got ${JSON.stringify(raw)}`,
    );
  return value;
}

/** One of a fixed list of values, or a UsageError naming the option. */
export function choiceOption<T extends string>(
  name: string,
  raw: string | undefined,
  fallback: T,
  choices: readonly T[],
): T {
  if (raw === undefined) return fallback;
  if (!(choices as readonly string[]).includes(raw))
    throw new UsageError(`--${name} must be one of ${choices.join(', ')}, got ${JSON.stringify(raw)}`);
  return raw as T;
}

/** Where a command writes. Tests pass their own; the CLI uses the process streams. */
export interface Io {
  out(text: string): void;
  err(text: string): void;
  /** Whether stderr is a terminal (progress bars only then). */
  readonly stderrIsTTY: boolean;
  readonly stderr: NodeJS.WritableStream;
}

export const processIo: Io = {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  get stderrIsTTY() {
    return !!process.stderr.isTTY;
  },
  stderr: process.stderr,
};

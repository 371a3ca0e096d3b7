// An Io that keeps what a command printed, for tests of the CLI's commands.
import type { Io } from '../../src/args.ts';

export function capture(): Io & { stdout: string; stderrText: string } {
  const io = {
    stdout: '',
    stderrText: '',
    out(text: string) {
      io.stdout += text;
    },
    err(text: string) {
      io.stderrText += text;
    },
    stderrIsTTY: false,
    stderr: process.stderr,
  };
  return io;
}

// A progress bar on stderr for long runs (simulate, tournament), only when stderr is a terminal,
// so piped and --json output stays clean.
import cliProgress from 'cli-progress';
import type { Io } from './args.ts';

/** Run `work` over `total` games, passing it a callback that moves the bar. */
export function withProgress<T>(
  io: Io,
  label: string,
  total: number,
  work: (step?: (done: number) => void) => T,
): T {
  if (!io.stderrIsTTY) return work(undefined);
  const bar = new cliProgress.SingleBar(
    {
      stream: io.stderr,
      format: `${label} [{bar}] {percentage}% | {value}/{total} games | {duration_formatted} elapsed, eta {eta_formatted}`,
      hideCursor: true,
      clearOnComplete: true,
    },
    cliProgress.Presets.shades_classic,
  );
  bar.start(total, 0);
  try {
    return work((done) => bar.update(done));
  } finally {
    bar.stop();
  }
}

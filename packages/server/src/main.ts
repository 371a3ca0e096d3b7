// `npm start`: one process on PORT (8080) serving the web client and the game server.
import { startServer, type RunningServer } from './app.ts';
import { StartRefused } from './startup.ts';

let server: RunningServer;
try {
  // Listening at once: kept rooms are rebuilt behind it, and /healthz says how far it got.
  server = await startServer({ restoreInBackground: true });
} catch (err) {
  // A start refused for a reason the operator must fix: the reason in words, and its exit code.
  const refused = err instanceof StartRefused;
  console.error(
    `fengsheng server: not started: ${refused ? err.message : String((err as Error)?.stack ?? err)}`,
  );
  process.exit(refused ? err.exitCode : 1);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    void server.close().then(() => process.exit(0));
  });

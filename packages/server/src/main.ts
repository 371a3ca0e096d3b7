// `npm start`: one process on PORT (8080) serving the web client and the game server.
import { startServer } from './app.ts';

const server = await startServer();
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    void server.close().then(() => process.exit(0));
  });

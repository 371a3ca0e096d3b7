import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const target = process.env.API_TARGET ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, chunkSizeWarningLimit: 900 },
  server: {
    proxy: {
      '/api': { target },
      '/healthz': { target },
      // Colyseus: matchmaking over HTTP and the room websocket at /<processId>/<roomId>
      // (any two-segment path that is not one of the app's own routes or Vite's files).
      '/matchmake': { target, ws: true },
      '^/(?!room/|replay/|api/|src/|node_modules/|@)[A-Za-z0-9_-]+/[A-Za-z0-9_-]+(\\?.*)?$': {
        target,
        ws: true,
      },
    },
  },
});

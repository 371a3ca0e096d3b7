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
      // Colyseus: matchmaking over HTTP and the room websocket at /<processId>/<roomId> (9-char ids).
      '/matchmake': { target, ws: true },
      '^/[A-Za-z0-9_-]{9}/[A-Za-z0-9_-]{9}': { target, ws: true },
    },
  },
});

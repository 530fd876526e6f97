import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The production build is what users get: the server serves `dist/` at `/`. The dev server
// only proxies the API so `npm run dev -w @pagelift/web` works beside a running server.
export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 1500 },
  server: {
    proxy: { '/v1': process.env.PAGELIFT_API_URL ?? 'http://localhost:8080' },
  },
});

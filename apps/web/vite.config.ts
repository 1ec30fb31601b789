import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

// In development the API runs as its own process; the built app is served by that server.
const apiOrigin = 'http://localhost:3000';

export default defineConfig({
  // Brotli and gzip copies beside each built file, compressed once at their best: the server
  // sends the one the browser accepts (apps/server/src/platform/http/web-app.ts) without compressing
  // per request.
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 })],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiOrigin, changeOrigin: false },
      '/assets/products': { target: apiOrigin, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Every browser the app supports preloads modules itself.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What the first page needs, in one chunk: in the dozens of pieces the lazy pages
            // share, it compressed ~18 KB worse (docs/performance.md, "First load").
            { name: 'app', tags: ['$initial'] },
            // The signed-in header (with all it imports), and the code two or more pages share:
            // one chunk each rather than ~45 small ones, which a cold load fetched six at a time
            // over HTTP/1.1 before a signed-in page could ask for its data.
            { name: 'signed-in', test: /src[\\/]app[\\/]signed-in-top/ },
            { name: 'shared', minShareCount: 2 },
          ],
        },
      },
    },
  },
});

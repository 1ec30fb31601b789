import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the API runs as its own process; the built app is served by that server.
const apiOrigin = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiOrigin, changeOrigin: false },
      '/assets/products': { target: apiOrigin, changeOrigin: false },
    },
  },
  build: { outDir: 'dist', emptyOutDir: true },
});

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    // API_TARGET lets several dev servers run side by side against different API ports.
    proxy: { '/api': apiTarget, '/sanctum': apiTarget },
  },
  build: { outDir: 'dist', emptyOutDir: true },
});

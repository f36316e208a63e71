import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// `npm run dev` serves the SPA here and starts the API on DEV_API_PORT; the proxy keeps
// the browser on one origin so auth cookies and the API's origin checks behave as in production.
const apiPort = process.env.DEV_API_PORT ?? '3001';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: [
      // Radix's dialogs lock page scrolling through this package, which injects a <style>
      // element our Content-Security-Policy refuses; src/web/lib/remove-scroll-bar.ts does
      // the same with a rule of styles.css (the package's /constants stay as they are).
      { find: /^react-remove-scroll-bar$/, replacement: fileURLToPath(new URL('./src/web/lib/remove-scroll-bar.ts', import.meta.url)) },
    ],
  },
  publicDir: 'src/web/public',
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    assetsDir: 'assets',
    // Which chunks each page needs: the server preloads them with the page's HTML (spa.ts).
    manifest: true,
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    strictPort: true,
    proxy: {
      '/api': { target: `http://127.0.0.1:${apiPort}` },
      '/media': { target: `http://127.0.0.1:${apiPort}` },
    },
  },
});

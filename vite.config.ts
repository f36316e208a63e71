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
    rolldownOptions: {
      output: {
        // A part of the catalogue is named for its language and part (messages-el-blog-….js), so
        // that one can tell from the network panel which words a page fetched.
        chunkFileNames(chunk) {
          const part = /locales[\\/]([a-z]+)[\\/]([a-z-]+)\.ts$/i.exec(chunk.facadeModuleId ?? '');
          return part ? `assets/messages-${part[1]}-${part[2]}-[hash].js` : 'assets/[name]-[hash].js';
        },
        codeSplitting: {
          groups: [
            {
              // Vite's helper for dynamic imports stays a chunk of its own: the tiny entry (boot.ts)
              // needs it, and would otherwise pull in the whole chunk it was merged into.
              name: 'preload-helper',
              test: /vite[\\/]preload-helper/,
              priority: 3,
            },
            {
              // Every page needs the framework, and the entry loads it anyway: one file rather
              // than a fan-out of modulepreloads of its pieces, each a request.
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|i18next|react-i18next|html-parse-stringify|void-elements|cookie|set-cookie-parser)[\\/]/,
              priority: 2,
            },
            {
              // The small modules the entry and the pages share (paths, the session, the API
              // client, the blog's and site's queries, icons): without this group
              // each is a chunk of a few hundred bytes, and a modulepreload of its own. Not
              // Vite's preload helper: the tiny entry (boot.ts) needs it and must not pull in
              // this chunk. Not the catalogue either: each of its parts is a chunk of its own, in
              // one language, loaded with the pages that show it (lib/messages.ts).
              name: 'shell',
              test: /src[\\/](shared[\\/][^\\/]+\.ts$|web[\\/]lib[\\/]|web[\\/]components[\\/](icons|LineIcon|use-confirm|project-numbers)\.|web[\\/]features[\\/](posts[\\/]api[\\/](get-posts|get-post|post-keys)|site[\\/]api[\\/]get-site-images|posts[\\/]components[\\/]page-param)\.)/,
              priority: 1,
            },
          ],
        },
      },
    },
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

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One entry of Vite's build manifest (dist/web/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
  dynamicImports?: string[];
}

type Manifest = Record<string, ManifestChunk>;

function readManifest(webRoot: string): Manifest | null {
  const path = join(webRoot, '.vite', 'manifest.json');
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Manifest) : null;
}

/** Adds to `into` the file of the manifest's chunk `key` and of every chunk it imports, statically. */
function addWithImports(manifest: Manifest, key: string, into: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) addWithImports(manifest, imported, into);
}

/**
 * The chunks of the app itself (src/web/main.tsx and what it imports), which the tiny entry
 * (boot.ts) imports: at once on a page the browser draws, once the page has loaded on one the
 * server rendered. The former preload them with their HTML (spa.ts); [] without a manifest.
 */
export function readAppChunks(webRoot: string): string[] {
  const manifest = readManifest(webRoot);
  if (!manifest) return [];
  const files = new Set<string>();
  for (const chunk of Object.values(manifest)) if (chunk.isEntry) for (const app of chunk.dynamicImports ?? []) addWithImports(manifest, app, files);
  return [...files].map((file) => `/${file}`);
}

/**
 * The script chunks each page component needs beyond what index.html already loads, read
 * from Vite's build manifest. Preloading them with the page's HTML (modulepreload) saves
 * the round trip the router would otherwise wait for after the entry has run (LCP).
 * Without a manifest (an API-only server, or an older build) nothing is preloaded.
 */
export function readPageChunks(webRoot: string): (page: string) => string[] {
  const manifest = readManifest(webRoot);
  if (!manifest) return () => [];

  const entry = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) addWithImports(manifest, key, entry);

  const cache = new Map<string, string[]>();
  return (page) => {
    let files = cache.get(page);
    if (!files) {
      const needed = new Set<string>();
      addWithImports(manifest, page, needed);
      files = [...needed].filter((file) => !entry.has(file)).map((file) => `/${file}`);
      cache.set(page, files);
    }
    return files;
  };
}

/**
 * The chunk of each part of the web app's catalogue in each language
 * (src/web/locales/<language>/<part>.ts), for pages the browser draws: preloaded with their
 * HTML, a page's words arrive with its chunk instead of after the app has started. Parts the
 * build does not have are left out; without a manifest there are none.
 */
export function readMessageChunks(webRoot: string): (language: string, parts: readonly string[]) => string[] {
  const manifest = readManifest(webRoot);
  return (language, parts) =>
    parts.flatMap((part) => {
      const chunk = manifest?.[`src/web/locales/${language}/${part}.ts`];
      return chunk ? [`/${chunk.file}`] : [];
    });
}

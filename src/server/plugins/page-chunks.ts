import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One entry of Vite's build manifest (dist/web/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
  dynamicImports?: string[];
}

function readManifest(webRoot: string): Record<string, ManifestChunk> | null {
  const path = join(webRoot, '.vite', 'manifest.json');
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Record<string, ManifestChunk>) : null;
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
  const closure = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) closure(imported);
  };
  for (const chunk of Object.values(manifest)) if (chunk.isEntry) for (const app of chunk.dynamicImports ?? []) closure(app);
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

  const closure = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) closure(imported, into);
  };
  const entry = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) closure(key, entry);

  const cache = new Map<string, string[]>();
  return (page) => {
    let files = cache.get(page);
    if (!files) {
      const needed = new Set<string>();
      closure(page, needed);
      files = [...needed].filter((file) => !entry.has(file)).map((file) => `/${file}`);
      cache.set(page, files);
    }
    return files;
  };
}

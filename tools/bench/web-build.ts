import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

// The built web app as the size benchmarks read it: Vite's manifest, index.html, and each file's
// gzipped weight. Run them after `npm run build`.

type ManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; css?: string[] };

export const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));
export const distDirectory = join(repositoryRoot, 'web', 'dist');
export const manifestPath = join(distDirectory, '.vite', 'manifest.json');

export function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

if (!existsSync(manifestPath))
  fail(`No ${relative(repositoryRoot, manifestPath)}: run \`npm run build\` first.`);
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;

/** A chunk's file, its CSS and, recursively, its static imports: what the browser fetches with it. */
function chunkFiles(key: string, files = new Set<string>(), seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return files;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) fail(`The manifest has no entry for ${key}; update the benchmark's route modules.`);
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) chunkFiles(imported, files, seen);
  return files;
}

/**
 * What a first visit to one of the built pages fetches: the page (index.html, the app's,
 * landing.html, the landing's own, or member.html, the member pages'), what it references (entry script, modulepreloads, icons), its
 * entry's chunks, and the chunks of `routeModules`, the lazy pages loaded for the path.
 * The stylesheets written into the page (kept there as disabled links, which fetch nothing) are weighed
 * with the page, whoever else names them.
 */
export function firstVisitFiles(
  htmlFile: 'index.html' | 'landing.html' | 'member.html' = 'index.html',
  routeModules: readonly string[] = [],
): Set<string> {
  if (!manifest[htmlFile]?.isEntry) fail(`The manifest has no entry for ${htmlFile}.`);
  const html = readFileSync(join(distDirectory, htmlFile), 'utf8');
  const files = new Set<string>([htmlFile, ...chunkFiles(htmlFile)]);
  for (const module of routeModules) chunkFiles(module, files);
  for (const tag of html.matchAll(/<[^>]*\s(?:src|href)="\/([^"]+)"[^>]*>/g)) {
    const path = tag[1];
    if (!path || !existsSync(join(distDirectory, path))) continue;
    if (/\sdisabled\b/.test(tag[0])) files.delete(path);
    else files.add(path);
  }
  return files;
}

const sizes = new Map<string, { raw: number; gzip: number }>();

/** A built file's size as stored and gzipped at level 9. */
export function sizeOf(file: string): { raw: number; gzip: number } {
  const known = sizes.get(file);
  if (known) return known;
  const content = readFileSync(join(distDirectory, file));
  const size = { raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
  sizes.set(file, size);
  return size;
}

export const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

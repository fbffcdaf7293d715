import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * `npm run check`'s import boundaries: which folder may import which. Each import of every .ts/.tsx
 * file in domain/, server/, web/, tools/ and e2e/ is read with the TypeScript compiler (imports,
 * re-exports, dynamic imports, require) and resolved to a file or a package; a rule it breaks is
 * printed as `file:line  rule  import`, and the run exits 1.
 *
 *   node --import tsx tools/check-boundaries.ts [files or folders…]
 */

const ROOT = path.resolve(import.meta.dirname, '..');
const SCANNED = ['domain', 'server', 'web', 'tools', 'e2e'];
const SKIPPED = new Set(['node_modules', 'dist']);

/** What domain/ may import besides itself: pure libraries only (no I/O, no framework). */
const DOMAIN_PACKAGES = new Set(['zod', 'countries-list', 'libphonenumber-js']);
/** What domain's own tests may import besides (ajv checks a file the domain writes against its JSON schema). */
const DOMAIN_TEST_PACKAGES = new Set(['vitest', 'fast-check', 'ajv']);

type Target = { kind: 'file'; path: string } | { kind: 'package'; name: string };
type Importer = { path: string; isTest: boolean };
type Rule = {
  name: string;
  /** The reason the import breaks the rule, or null when it keeps it. */
  check: (importer: Importer, target: Target) => string | null;
};

const segmentsOf = (file: string) => file.split('/');
const isUnder = (file: string, folder: string) => file.startsWith(`${folder}/`);
const withoutExtension = (file: string) => file.replace(/\.(d\.ts|tsx?|mts|cts|jsx?|mjs|cjs)$/, '');

/** `server/features/<name>/…` → name; anything else → null. */
function featureOf(file: string): string | null {
  const [top, folder, name] = segmentsOf(file);
  return top === 'server' && folder === 'features' && name !== undefined ? name : null;
}

/** A feature's front door: its folder or its index.ts. */
function isFrontDoor(file: string): boolean {
  const rest = segmentsOf(withoutExtension(file)).slice(3);
  return rest.length === 0 || (rest.length === 1 && rest[0] === 'index');
}

function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

export const RULES: Rule[] = [
  {
    name: 'domain-stays-pure',
    check: (importer, target) => {
      if (!isUnder(importer.path, 'domain')) return null;
      if (target.kind === 'file') {
        return isUnder(target.path, 'domain') ? null : 'domain/ imports only domain/';
      }
      const allowed =
        DOMAIN_PACKAGES.has(target.name) || (importer.isTest && DOMAIN_TEST_PACKAGES.has(target.name));
      return allowed
        ? null
        : `domain/ imports no I/O or framework package (allowed: ${[...DOMAIN_PACKAGES].join(', ')})`;
    },
  },
  {
    name: 'server-not-web-or-tools',
    check: (importer, target) => {
      if (!isUnder(importer.path, 'server') || target.kind !== 'file') return null;
      if (isUnder(target.path, 'web')) return 'server/ never imports web/';
      // Tests may start the development emulators that live in tools/.
      const isTestCode = importer.isTest || isUnder(importer.path, 'server/test');
      if ((isUnder(target.path, 'tools') || isUnder(target.path, 'e2e')) && !isTestCode) {
        return 'server/ never imports tools/ or e2e/ (tests may use the emulators)';
      }
      return null;
    },
  },
  {
    name: 'web-not-server',
    check: (importer, target) => {
      if (!isUnder(importer.path, 'web') || target.kind !== 'file') return null;
      const forbidden = ['server', 'tools', 'e2e'].find((folder) => isUnder(target.path, folder));
      return forbidden ? `web/ never imports ${forbidden}/ (share through domain/)` : null;
    },
  },
  {
    name: 'feature-front-door',
    check: (importer, target) => {
      const from = importer.path;
      const reachesIn = ['server/features', 'server/plugins', 'server/integrations'].some((folder) =>
        isUnder(from, folder),
      );
      if (!reachesIn || target.kind !== 'file') return null;
      const feature = featureOf(target.path);
      if (feature === null || feature === featureOf(from) || isFrontDoor(target.path)) return null;
      return `import server/features/${feature} through its index.ts only`;
    },
  },
];

function resolve(importer: string, specifier: string): Target {
  if (specifier.startsWith('.')) {
    return {
      kind: 'file',
      path: path.posix.normalize(path.posix.join(path.posix.dirname(importer), specifier)),
    };
  }
  if (specifier.startsWith('@domain/'))
    return { kind: 'file', path: `domain/${specifier.slice('@domain/'.length)}` };
  return { kind: 'package', name: specifier.startsWith('node:') ? specifier : packageName(specifier) };
}

function sourceFiles(entry: string): string[] {
  const absolute = path.resolve(ROOT, entry);
  let names: string[];
  try {
    names = readdirSync(absolute);
  } catch {
    return /\.(tsx?|mts|cts)$/.test(absolute)
      ? [path.relative(ROOT, absolute).split(path.sep).join('/')]
      : [];
  }
  return names
    .filter((name) => !SKIPPED.has(name))
    .flatMap((name) => sourceFiles(path.join(entry, name)))
    .sort();
}

export type Violation = {
  file: string;
  line: number;
  rule: string;
  specifier: string;
  reason: string;
};

export function violationsIn(file: string, text: string): Violation[] {
  const importer = { path: file, isTest: /\.(test|spec)\.tsx?$/.test(file) };
  const { importedFiles } = ts.preProcessFile(text, true, true);
  return importedFiles.flatMap(({ fileName: specifier, pos }) => {
    const target = resolve(file, specifier);
    const line = text.slice(0, pos).split('\n').length;
    return RULES.flatMap((rule) => {
      const reason = rule.check(importer, target);
      return reason ? [{ file, line, rule: rule.name, specifier, reason }] : [];
    });
  });
}

function main(args: string[]): number {
  const files = (args.length > 0 ? args : SCANNED).flatMap(sourceFiles);
  const violations = files.flatMap((file) => violationsIn(file, readFileSync(path.join(ROOT, file), 'utf8')));
  for (const violation of violations) {
    console.log(
      `${violation.file}:${violation.line}  ${violation.rule}  '${violation.specifier}': ${violation.reason}`,
    );
  }
  if (violations.length > 0) {
    console.log(`${violations.length} import(s) cross a boundary (${files.length} files checked)`);
    return 1;
  }
  console.log(`Import boundaries hold (${files.length} files checked)`);
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  process.exitCode = main(process.argv.slice(2));
}

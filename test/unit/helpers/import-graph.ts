// The repository's import graph, read from the sources as text: enough for the rules the layer and React-API
// tests check, without a compiler in the unit suite.
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(new URL('../../..', import.meta.url).pathname);

/** The TypeScript and module files under `dir`, as paths from the root. */
export function sources(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    // A folder's own packages (test/bench/node_modules: the benches' tools) are not our sources.
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mjs)$/.test(entry.name) && !entry.parentPath.split(path.sep).includes('node_modules'))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

/** What `file` imports: project files as paths from the root, packages by name. */
export const importsOf = (file: string): string[] => imports(file, true);

/** What `file` imports for its code: as `importsOf`, less `import type`, which runs nothing. */
export const valueImportsOf = (file: string): string[] => imports(file, false);

function imports(file: string, types: boolean): string[] {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  const found = [...text.matchAll(/(?:^|\n)\s*(?:import|export)\s(type\s)?[^'";]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)];
  const specifiers = found.filter((m) => types || !m[1]).map((m) => m[2] ?? m[3]);
  return specifiers.map((s) => (s.startsWith('.') ? path.relative(root, path.resolve(path.dirname(path.join(root, file)), s)).replace(/\.js$/, '.ts') : s));
}

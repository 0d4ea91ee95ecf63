// The repository's import graph, read from the sources as text: enough for the rules the layer and React-API
// tests check, without a compiler in the unit suite.
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(new URL('../../..', import.meta.url).pathname);

/** The TypeScript and module files under `dir`, as paths from the root. */
export function sources(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mjs)$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

/** What `file` imports: project files as paths from the root, packages by name. */
export function importsOf(file: string): string[] {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  const specifiers = [...text.matchAll(/(?:^|\n)\s*(?:import|export)\s[^'";]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => m[1] ?? m[2]);
  return specifiers.map((s) => (s.startsWith('.') ? path.relative(root, path.resolve(path.dirname(path.join(root, file)), s)).replace(/\.js$/, '.ts') : s));
}

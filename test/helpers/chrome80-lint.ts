import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const config = fileURLToPath(new URL('../../scripts/chrome80-lint.json', import.meta.url));

/** The files among `files` that call with a spread argument after `?.` (scripts/chrome80-lint.mjs). */
export async function chrome80Breakers(files: string[]): Promise<string[]> {
  // oxlint exits 1 when it finds something; its JSON report says what, either way.
  const { stdout } = await promisify(execFile)('npx', ['oxlint', '-c', config, '--format=json', ...files], { maxBuffer: 16 * 1024 * 1024 }).catch((error: { stdout: string }) => error);
  const report = JSON.parse(stdout) as { diagnostics: { filename: string }[]; number_of_files: number };
  if (report.number_of_files !== files.length) throw new Error(`oxlint read ${report.number_of_files} of ${files.length} files`);
  return [...new Set(report.diagnostics.map((diagnostic) => diagnostic.filename))];
}

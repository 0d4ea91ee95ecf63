import fs from 'node:fs';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { servedDocument } from '../helpers/served-document.js';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');
// The path .redocly.lint-ignore.yaml names its exceptions by; the file holds the document GET /api/openapi.json serves.
const documentFile = path.join(root, '.tmp/openapi.json');

interface LintReport {
  totals: { errors: number; warnings: number; ignored: number };
  problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[];
}

test("the served OpenAPI document passes Redocly's recommended rules with no error and no warning", async () => {
  fs.mkdirSync(path.dirname(documentFile), { recursive: true });
  fs.writeFileSync(documentFile, JSON.stringify(await servedDocument(), null, 2));
  // Exits non-zero on an error; the report on stdout says what either way.
  const { stdout } = await run(path.join(root, 'node_modules/.bin/redocly'), ['lint', documentFile, '--format=json'], {
    cwd: root,
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  }).catch((err: { stdout: string }) => err);
  const report = JSON.parse(stdout) as LintReport;
  const problems = report.problems.map((p) => `${p.severity} ${p.ruleId} at ${p.location[0]?.pointer}: ${p.message}`);
  assert.equal(problems, []);
  assert.is(report.totals.errors, 0);
  assert.is(report.totals.warnings, 0);
});

test.run();

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';

// The repository explains itself: no tracked file may send a reader to a document that isn't in it (the
// design, API, style and security notes the project started from, its product description, a folder beside
// the checkout) or to an issue tracker's numbers. Say the reason instead, or point at docs/ (design.md,
// api.md, decisions.md, security.md, contributing.md).
// The patterns are assembled from pieces, so this file holds none of the forms it looks for and is checked
// like every other file.

const root = path.resolve(import.meta.dirname, '../..');
const dot = (name: string) => `${name}\\.md`;
/** Not preceded by a path or a word: "docs/api.md" and "docs/security.md" are ours (and lower-case). */
const bare = '(?<![\\w./-])';
const httpStatus = '[1-5]\\d\\d(?!\\d)';

const outside: { what: string; pattern: RegExp }[] = [
  { what: 'the outside design notes', pattern: new RegExp(`${bare}${dot('DE' + 'SIGN')}`) },
  { what: 'the outside API notes (ours is docs/api.md)', pattern: new RegExp(`${bare}${dot('A' + 'PI')}`) },
  { what: 'the outside style guide', pattern: new RegExp(`${bare}${dot('ST' + 'YLE')}`) },
  { what: 'the outside security notes (ours is docs/security.md)', pattern: new RegExp(`${bare}${dot('SEC' + 'URITY')}`) },
  { what: 'the outside notes on the stack', pattern: new RegExp(`\\b${'stack'}[-_ ]${'notes'}\\b`, 'i') },
  { what: 'the outside product description', pattern: new RegExp(`\\b${'product'}-${'spec'}\\b`, 'i') },
  { what: 'a folder beside the checkout', pattern: new RegExp(`(?:\\.\\.|/work)/${'shared'}\\b|${bare}${'shared'}/(?=[A-Z]|data\\b)`) },
  // The word, singular or plural, then a number, with or without "#"; not "issuer", nor the verb before an
  // HTTP status ("the server issues" a 429).
  { what: 'an issue number', pattern: new RegExp(`\\b[Ii]${'ssue'}s?\\s*(?:#\\d+|(?!${httpStatus})\\d+)`) },
];

/** Files git tracks, but for the lock file and the locale dictionaries (user-facing text, no references). */
function trackedFiles(): string[] {
  return execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file && file !== 'package-lock.json' && !file.startsWith('locales/'));
}

/** Every reference to something outside the repository, as "file:line: what (the text)". */
function references(file: string, text: string): string[] {
  const found: string[] = [];
  text.split('\n').forEach((line, index) => {
    for (const { what, pattern } of outside) {
      const match = pattern.exec(line);
      if (match) found.push(`${file}:${index + 1}: ${what} ("${match[0]}")`);
    }
  });
  return found;
}

test('the detector flags each outside reference and leaves our own documents and HTTP words alone', () => {
  const flagged = (line: string) => references('x', line).length > 0;
  const md = (name: string) => `${name}.md`;
  for (const line of [
    `see ${md('DE' + 'SIGN')} "Ledger"`,
    `the contract (${md('A' + 'PI')})`,
    `${md('ST' + 'YLE')} rule 6`,
    `per ${md('SEC' + 'URITY')}`,
    `${'STACK'}-${'NOTES'} says so`,
    `spec/${'product'}-${'spec'}.md`,
    `../${'shared'}/data/`,
    `(${'is' + 'sue'} 13)`,
    `${'Is' + 'sues'} 12–14`,
    `${'is' + 'sue'} #4`,
  ]) {
    assert.ok(flagged(line), line);
  }
  for (const line of [
    'docs/api.md and docs/security.md and docs/design.md',
    '[api.md](api.md), [security.md](security.md)',
    'the card issuer 12 digits',
    'the server issues 429 with Retry-After',
    'an issue tracker',
    'the shared hooks of a component suite',
    'src/shared/thing',
  ]) {
    assert.not.ok(flagged(line), line);
  }
});

test('no tracked file refers to a document outside the repository or to an issue number', () => {
  const found = trackedFiles().flatMap((file) => {
    const full = path.join(root, file);
    if (!fs.existsSync(full) || !fs.statSync(full).isFile()) return [];
    const bytes = fs.readFileSync(full);
    // Binary files (images, fonts) hold no references.
    if (bytes.includes(0)) return [];
    return references(file, bytes.toString('utf8'));
  });
  assert.ok(found.length === 0, `${found.length} references to things outside the repository:\n${found.join('\n')}`);
});

test.run();

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';

// The documents name files, folders and each other's sections; this keeps every such name true of the tree:
// - design.md's layout (the code block under "## Layout") lists a folder's contents whole wherever it lists any
//   of them, and names nothing that is not there;
// - every path into a top-level folder that README.md or a file of docs/ mentions exists;
// - every relative link, and its #anchor, leads to a file and a heading that exist;
// - every `docs/<name>.md, "<section>"` a source file points at names a heading, or a bold entry, of that document.

const root = path.resolve(import.meta.dirname, '../..');

/** The tree: what git tracks (added files too; scratch files are no part of it), that is on disk. */
const tree: string[] = execFileSync('git', ['ls-files', '--cached', '-z'], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter((file) => file && fs.existsSync(path.join(root, file)));
const files = new Set(tree);
const isFolder = (folder: string) => tree.some((file) => file.startsWith(`${folder.replace(/\/$/, '')}/`));
const exists = (entry: string) => (entry.endsWith('/') ? isFolder(entry) : files.has(entry) || isFolder(entry));

/** What a folder ('' for the root) holds, one level: names, folders with a trailing '/'. */
function childrenOf(folder: string): string[] {
  const prefix = folder === '' ? '' : folder;
  const names = tree.filter((file) => file.startsWith(prefix)).map((file) => file.slice(prefix.length).replace(/\/.*/s, '/'));
  return [...new Set(names)].sort();
}

const docs = ['README.md', ...fs.readdirSync(path.join(root, 'docs')).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)];
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

type Listed = { entry: string; parent: string; line: number };

/**
 * The entries of a layout block. A line is `<indent><name> [<name> …]  <description>`: names are separated by one
 * space, the description by two or more; a folder's children are indented two more than it, under a line that
 * names that folder alone; a line indented deeper than that continues the description above. A name may hold `*`.
 */
function layoutEntries(block: string, firstLine: number): { listed: Listed[]; problems: string[] } {
  const listed: Listed[] = [];
  const problems: string[] = [];
  const open: { indent: number; folder: string }[] = [];
  let lastIndent = -2;
  block.split('\n').forEach((raw, index) => {
    if (!raw.trim()) return;
    const indent = raw.length - raw.trimStart().length;
    if (indent > lastIndent + 2) return;
    lastIndent = indent;
    while (open.length && open[open.length - 1].indent >= indent) open.pop();
    const parent = open.length ? open[open.length - 1].folder : '';
    if (indent !== (open.length ? open[open.length - 1].indent + 2 : 0)) problems.push(`line ${firstLine + index}: indented ${indent}, not two under its folder`);
    const names = raw.trim().split(/\s{2,}/)[0].split(' ');
    for (const name of names) listed.push({ entry: name, parent, line: firstLine + index });
    if (names.length === 1 && names[0].endsWith('/')) open.push({ indent, folder: parent + names[0] });
  });
  return { listed, problems };
}

const globToRegExp = (name: string) => new RegExp(`^${name.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`);

/** What is wrong with a layout block against the tree: entries that are not there, and folders listed in part. */
function layoutProblems(block: string, firstLine: number): string[] {
  const { listed, problems } = layoutEntries(block, firstLine);
  const named = new Map<string, Listed[]>();
  for (const item of listed) named.set(item.parent, [...(named.get(item.parent) ?? []), item]);
  for (const [parent, items] of named) {
    const children = childrenOf(parent);
    const covered = new Set<string>();
    for (const { entry, line } of items) {
      const matches = entry.includes('*') ? children.filter((child) => globToRegExp(entry).test(child)) : children.filter((child) => child === entry);
      if (matches.length === 0) problems.push(`line ${line}: ${parent}${entry} is not in the tree`);
      for (const child of matches) covered.add(child);
    }
    for (const child of children) if (!covered.has(child)) problems.push(`${parent || 'the root'} holds ${parent}${child}, which the layout leaves out`);
  }
  return problems;
}

/** The first fenced block after "## Layout" in design.md, and its first line's number. */
function designLayout(): { block: string; firstLine: number } {
  const text = read('docs/design.md');
  const lines = text.split('\n');
  const heading = lines.findIndex((line) => /^## Layout\b/.test(line));
  assert.ok(heading >= 0, 'design.md has a "## Layout" section');
  const open = lines.findIndex((line, index) => index > heading && line.startsWith('```'));
  const close = lines.findIndex((line, index) => index > open && line.startsWith('```'));
  assert.ok(open > heading && close > open, 'the layout is a fenced block');
  return { block: lines.slice(open + 1, close).join('\n'), firstLine: open + 2 };
}

test('the layout checker finds a missing file, a folder listed in part and a name that is not there', () => {
  const routes = childrenOf('server/routes/');
  const block = (names: string[]) => ['server/', '  routes/  HTTP only', ...names.map((name) => `    ${name}`)].join('\n');
  const aboutRoutes = (problems: string[]) => problems.filter((problem) => problem.includes('server/routes/'));
  assert.equal(aboutRoutes(layoutProblems(block(routes), 1)), []);
  assert.ok(aboutRoutes(layoutProblems(block(routes.filter((name) => name !== 'web.ts')), 1)).some((problem) => problem.includes('server/routes/web.ts')), 'a file left out');
  assert.ok(aboutRoutes(layoutProblems(block([...routes, 'no-such-route.ts']), 1)).some((problem) => problem.includes('no-such-route.ts is not in the tree')), 'a name not there');
  assert.equal(aboutRoutes(layoutProblems(block(['*.ts']), 1)), [], 'a glob covers what it matches');
  assert.equal(layoutEntries('a/  one\n     continued  here\n  b.ts c.ts  two', 1).listed.map((item) => item.parent + item.entry), ['a/', 'a/b.ts', 'a/c.ts']);
});

test("design.md's layout matches the tree: every name there, every listed folder whole", () => {
  const { block, firstLine } = designLayout();
  const problems = layoutProblems(block, firstLine);
  assert.ok(problems.length === 0, `docs/design.md, Layout:\n${problems.join('\n')}`);
});

test('every path into a top-level folder that the documents mention exists', () => {
  const folders = [...new Set(tree.filter((file) => file.includes('/')).map((file) => file.split('/')[0]))];
  const mention = new RegExp(`(?<![\\w./@-])(?:${folders.map((f) => f.replace(/\./g, '\\.')).join('|')})/[\\w.@/-]*`, 'g');
  const missing = docs.flatMap((doc) =>
    read(doc)
      .split('\n')
      .flatMap((line, index) => [...line.matchAll(mention)].map((match) => ({ name: match[0].replace(/[.,;:-]+$/, ''), at: `${doc}:${index + 1}` })))
      .filter(({ name }) => !exists(name))
      .map(({ name, at }) => `${at}: ${name}`),
  );
  assert.ok(missing.length === 0, `paths the documents name that are not in the tree:\n${missing.join('\n')}`);
});

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
const headingsOf = (text: string) => [...text.matchAll(/^#{1,6} (.+)$/gm)].map((match) => match[1].replace(/`/g, '').trim());

test('every relative link in the documents leads to a file, and every #anchor to a heading there', () => {
  const broken = docs.flatMap((doc) =>
    [...read(doc).matchAll(/\[[^\]\n]*\]\(([^)\s]+)\)/g)]
      .map((match) => match[1])
      .filter((target) => !/^[a-z]+:/.test(target))
      .filter((target) => {
        const [file, anchor] = target.split('#');
        const resolved = file ? path.posix.normalize(path.posix.join(path.posix.dirname(doc), file)) : doc;
        if (!exists(resolved)) return true;
        return anchor !== undefined && !headingsOf(read(resolved)).some((heading) => slug(heading) === anchor);
      })
      .map((target) => `${doc}: ${target}`),
  );
  assert.ok(broken.length === 0, `links that lead nowhere:\n${broken.join('\n')}`);
});

/** A document's section names: its headings and the bold words that open its entries, without backticks. */
function sectionsOf(doc: string): string[] {
  const text = read(doc);
  const bold = [...text.matchAll(/\*\*([^*\n]+)\*\*/g)].map((match) => match[1].replace(/`/g, ''));
  return [...headingsOf(text), ...bold].map((name) => name.toLowerCase());
}

test('every section of docs/ that a file points at by name exists there', () => {
  const pointer = /docs\/([a-z-]+\.md), "([^"\n]+)"/g;
  const texts = tree.filter((file) => /\.(ts|tsx|mjs|js|css|html|md|service)$/.test(file) && file !== 'test/unit/docs-file-lists.test.ts');
  const missing = texts.flatMap((file) =>
    [...read(file).matchAll(pointer)]
      .filter(([, doc, section]) => !files.has(`docs/${doc}`) || !sectionsOf(`docs/${doc}`).some((name) => name.startsWith(section.toLowerCase())))
      .map(([whole]) => `${file}: ${whole}`),
  );
  assert.ok(missing.length === 0, `pointers to sections that are not there:\n${missing.join('\n')}`);
});

test.run();

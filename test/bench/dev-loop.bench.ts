// `npm run bench:dev`: the dev loop's figure (docs/performance.md, "Dev loop"): from saving a one-line change to the
// page in Chromium reloaded with it, for a string in a component (src/pages/home.tsx, on the first screen) and a
// line in a route (server/routes/public.ts, read back through the reloaded page), BENCH_RUNS (7) of each in turn,
// 3 s apart. It runs `npm run dev` in a copy of the working tree in a scratch folder (node_modules linked) and edits
// the copy, never the tree. Beside its own clock it prints what scripts/dev.mjs printed. Prints figures only.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import puppeteer from 'puppeteer-core';
import { launchOptions } from '../browser/launch-options.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 7);
const port = Number(process.env.BENCH_PORT ?? 18_480);
const root = path.resolve(import.meta.dirname, '../..');
const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'uptick-dev-bench-'));
for (const file of execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: root, encoding: 'utf8' }).split('\0')) {
  if (!file || !fs.existsSync(path.join(root, file))) continue;
  fs.mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
  fs.copyFileSync(path.join(root, file), path.join(copy, file));
}
fs.symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'));

/** A file of the copy with one line changed; `anchor` must be in it. */
function edit(file: string, anchor: string) {
  const original = fs.readFileSync(path.join(copy, file), 'utf8');
  if (!original.includes(anchor)) throw new Error(`bench:dev: ${file} no longer has ${anchor}; pick another line`);
  return (replacement: string) => fs.writeFileSync(path.join(copy, file), original.replace(anchor, replacement));
}
const component = edit('src/pages/home.tsx', "{t('home.onlineService')}");
const route = edit('server/routes/public.ts', 'app.route(route(getAppInfo, async () => app.content.appInfo()));');

const dev = spawn(process.execPath, ['scripts/dev.mjs'], {
  cwd: copy,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: path.join(copy, 'data') },
  stdio: ['ignore', 'pipe', 'inherit'],
});
let printed = '';
dev.stdout.setEncoding('utf8').on('data', (text: string) => (printed += text));
const figures: Record<'component' | 'route', number[]> = { component: [], route: [] };
const browser = await puppeteer.launch(launchOptions());
try {
  while (!printed.includes('watching src/')) {
    if (dev.exitCode !== null) throw new Error(`bench:dev: npm run dev exited:\n${printed}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const page = await browser.newPage();
  await page.goto(`http://localhost:${port}/`, { waitUntil: 'load' });
  await page.waitForSelector('.up-tile-icon');
  /** The time from `save()` to the reloaded page's load, then `ready` true in it. */
  const timed = async (save: () => void, ready: () => Promise<unknown>): Promise<number> => {
    // Saves 3 s apart, as a developer looks at the page between two: the process started ahead for the next
    // restart has loaded its packages by then.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const reloaded = page.waitForNavigation({ waitUntil: 'load', timeout: 30_000 });
    const start = performance.now();
    save();
    await reloaded;
    await ready();
    return Math.round(performance.now() - start);
  };
  for (let run = 1; run <= runs; run++) {
    const mark = `mark-${run}`;
    figures.component.push(await timed(() => component(`{'${mark} '}{t('home.onlineService')}`), () => page.waitForFunction((m) => document.body.innerText.includes(m), { polling: 'raf' }, mark)));
    figures.route.push(
      await timed(
        () => route(`app.route(route(getAppInfo, async () => ({ ...app.content.appInfo(), mark: ${run} })));`),
        () => page.waitForFunction((n) => fetch('/api/app-info').then((r) => r.json()).then((info) => info.mark === n), { polling: 200 }, run),
      ),
    );
  }
} finally {
  await browser.close();
  dev.kill('SIGTERM');
  if (dev.exitCode === null) await new Promise((resolve) => dev.once('exit', resolve));
  fs.rmSync(copy, { recursive: true, force: true });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const own = (kind: string) => [...printed.matchAll(new RegExp(`${kind}[^\\n]*\\n[^\\n]*page reloaded (\\d+) ms`, 'g'))].map((m) => Number(m[1]));
console.log(printed.split('\n').filter((line) => line.startsWith('[dev]')).join('\n'));
console.log(`\nload average at the end: ${os.loadavg().map((l) => l.toFixed(1)).join(', ')} (${os.cpus().length} cores)`);
for (const [kind, values] of Object.entries(figures)) {
  console.log(`${kind}: save to page reloaded with it, median ${median(values)} ms (${Math.min(...values)}–${Math.max(...values)}); runs ${values.join(', ')} ms`);
}
console.log(`npm run dev's own figure (save to the reloaded page's load): widget ${own('rebuilt widget').join(', ')} ms; server ${own('rebuilt server').join(', ')} ms`);

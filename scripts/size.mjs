// The bytes budget of DESIGN.md, as a check: fails when the bundle or the first page grows past it.
import { gzipSync } from 'node:zlib';
import { build } from '../build.mjs';

const budgets = [
  // The bundle carries every screen, the CSS and the default locale.
  { name: 'bundle (JS + CSS + zh-TW)', limitBytes: 40 * 1024, pick: (out) => out.js },
  { name: 'first HTML response', limitBytes: 45 * 1024, pick: (out) => out.html },
];

const out = await build();
let failed = false;
for (const budget of budgets) {
  const gzipBytes = gzipSync(budget.pick(out), { level: 9 }).length;
  const over = gzipBytes > budget.limitBytes;
  failed ||= over;
  const percent = ((gzipBytes / budget.limitBytes) * 100).toFixed(1);
  console.log(`${over ? 'OVER ' : 'ok   '} ${budget.name}: ${gzipBytes} B gzip of ${budget.limitBytes} B budget (${percent}%)`);
}
if (failed) {
  console.error('size: over budget. Find what grew with `npx esbuild src/main.tsx --bundle --minify --analyze`.');
  process.exit(1);
}

// Runs before `npm test`: the browser tests need Debian's Chromium, and the fonts that draw Chinese, Japanese,
// Korean and Thai (test/browser/fit.test.ts measures text in them; without them a screenshot shows empty boxes).
// Installs what is missing when apt can (as root); otherwise says exactly what to install. Puppeteer's own browser
// download can't work on machines without general internet access, so we never rely on it.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
// Each Debian package, with a file it installs: a file that is there means the package needs nothing.
const needed = [
  { pkg: 'chromium', file: chromium },
  { pkg: 'fonts-noto-cjk', file: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc' },
  { pkg: 'fonts-thai-tlwg', file: '/usr/share/fonts/truetype/tlwg/Loma.ttf' },
];
const missing = needed.filter(({ file }) => !fs.existsSync(file)).map(({ pkg }) => pkg);
if (missing.length === 0) process.exit(0);

const hasApt = fs.existsSync('/usr/bin/apt-get');
const isRoot = process.getuid?.() === 0;
if (!hasApt || !isRoot) {
  console.error(
    `Missing for the browser tests: ${missing.join(', ')}. Install Debian's packages: sudo apt-get install -y ${missing.join(' ')}` +
      (missing.includes('chromium') ? ` (or set CHROMIUM_PATH to a Chromium/Chrome binary)` : '') +
      ', then run npm test again.',
  );
  process.exit(1);
}
console.log(`Installing Debian ${missing.join(', ')} for the browser tests (once per machine)…`);
execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`, { stdio: 'inherit' });
const still = needed.filter(({ file }) => !fs.existsSync(file));
if (still.length > 0) {
  console.error(`apt-get finished but ${still.map(({ file }) => file).join(', ')} is still missing.`);
  process.exit(1);
}

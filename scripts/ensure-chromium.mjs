// Runs before `npm test`: the browser tests need Debian's Chromium. Installs it when it is missing and
// apt can (as root); otherwise says exactly what to install. Puppeteer's own browser download can't
// work on machines without general internet access, so we never rely on it.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (fs.existsSync(chromium)) process.exit(0);

const hasApt = fs.existsSync('/usr/bin/apt-get');
const isRoot = process.getuid?.() === 0;
if (!hasApt || !isRoot) {
  console.error(
    `Chromium is missing at ${chromium}. Install Debian's package: sudo apt-get install -y chromium ` +
      '(or set CHROMIUM_PATH to a Chromium/Chrome binary), then run npm test again.',
  );
  process.exit(1);
}
console.log('Installing Debian chromium for the browser tests (once per machine)…');
execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
if (!fs.existsSync(chromium)) {
  console.error(`apt-get finished but ${chromium} is still missing.`);
  process.exit(1);
}

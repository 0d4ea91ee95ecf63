// Real-name verification in real Chromium, on a 375×812 phone: the demo user picks two phone-sized photos
// (5.7 MB PNGs made by the test), which the page scales and sends as JPEGs of a few hundred KB with a progress
// bar; submits and sees "under verification"; an operator approves from the CLI; the badge turns verified.
// Screenshots go to .tmp/verification/.
import fs from 'node:fs';
import path from 'node:path';
import * as assert from 'uvu/assert';
import type { ElementHandle } from 'puppeteer-core';
import { startTestApp, seedDemoInto } from '../helpers/test-app.js';
import { pngBytes } from '../helpers/photos.js';
import { demoAccount } from '../../server/cli/seed-demo.js';
import { runAdmin } from '../../server/cli/admin.js';
import { openPhotoStore } from '../../server/domain/verification/open-photo-store.js';
import { paths } from '../../src/routing/paths.js';
import { buildOnce, distDir, locale, root, waitForHash, waitForTextIn, walk } from './helpers/walk.js';

const zhTW = locale('zh-TW')!;
const shots = path.join(root, '.tmp/verification');
const { test, open, step, shot, close } = walk('verification: two photos up with progress, pending, approved, verified, told by a system message', shots);
const photoFile = path.join(shots, 'phone-photo.png');

test.before(async (context) => {
  await buildOnce();
  context.server = await startTestApp({ distDir: distDir, demoMode: true });
  await seedDemoInto(context.server);
  await open(context);
  fs.writeFileSync(photoFile, pngBytes(3000, 2250, 'photo'));
});

test.after(async (context) => {
  await close(context);
  await context.server?.close();
  fs.rmSync(photoFile, { force: true });
});

step('the personal center links to verification, which opens on the empty form', async ({ page, server }) => {
  await page.goto(`${server.url}/#${paths.login}`, { waitUntil: 'load' });
  await page.waitForSelector('#password');
  await page.type('#account', demoAccount.account);
  await page.type('#password', demoAccount.password);
  await page.click('button[type=submit]');
  await page.goto(`${server.url}/#${paths.user}`);
  await waitForTextIn(page, '.up-badge', [zhTW.user.unverified], 'not verified yet');
  await page.$eval(`a[href="#${paths.verify}"]`, (el) => el.scrollIntoView({ block: 'center' }));
  await page.click(`a[href="#${paths.verify}"]`);
  await waitForHash(page, `#${paths.verify}`, 'the verification screen');
  await page.waitForSelector('#name');
  await shot(page, '01-empty');
});

step('each photo is scaled in the page and goes up with a progress bar that moves, then says uploaded', async ({ page, server }) => {
  await page.type('#name', 'Chen Mei Lin');
  await page.type('#idNumber', 'A123456789');
  // A slow uplink, so that the upload takes long enough to watch.
  await page.emulateNetworkConditions({ upload: 100 * 1024, download: 4 * 1024 * 1024, latency: 20 });
  const seen: number[] = [];
  for (const side of ['front', 'back'] as const) {
    const input = (await page.$(`#up-photo-${side}`)) as ElementHandle<HTMLInputElement>;
    await input.uploadFile(photoFile);
    const bar = `#up-photo-${side} ~ [role=progressbar]`;
    await page.waitForSelector(bar);
    // The bar's value, read while it moves: it must show steps between the floor and the cap.
    for (let i = 0; i < 40 && (await page.$(bar)); i++) {
      const value = await page.$eval(bar, (el) => Number(el.getAttribute('aria-valuenow'))).catch(() => undefined);
      if (value !== undefined) seen.push(value);
      if (side === 'front' && i === 3) await shot(page, '02-uploading');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await page.waitForFunction((s) => document.querySelector(`#up-photo-${s}`)?.parentElement?.textContent?.includes('已上傳'), { timeout: 60_000 }, side);
  }
  await page.emulateNetworkConditions(null);
  assert.ok(seen.some((v) => v > 0 && v < 100), `progress between 0 and 100: ${seen.join(' ')}`);
  assert.ok(seen.every((v) => v >= 0 && v <= 100), 'never past the cap');
  const photos = await server.app.db.selectFrom('verification_photos').selectAll().execute();
  assert.is(photos.length, 2);
  for (const photo of photos) {
    assert.is(photo.content_type, 'image/jpeg', 'sent as JPEG');
    assert.equal([photo.width, photo.height], [1600, 1200], 'scaled to 1600 px on the long side');
    assert.ok(photo.size_bytes < 800_000 && fs.statSync(photoFile).size > 5_000_000, `a 5.7 MB photo went up as ${photo.size_bytes} bytes`);
  }
  assert.is(await page.$$eval('.up-photo img', (imgs) => imgs.length), 2, 'both previews');
  await shot(page, '03-photos-uploaded');
});

step('submitting shows the screen under verification, and the badge says so', async ({ page }) => {
  await page.click('button[type=submit]');
  await waitForTextIn(page, '.up-card', [zhTW.verify.pending, 'Chen Mei Lin', 'A12*****89'], 'under verification, the number masked');
  await shot(page, '04-pending');
});

step('an operator approves from the CLI; the personal center badge turns verified and the screen says successful', async ({ page, server }) => {
  const out: string[] = [];
  const terminal = { log: (line: string) => out.push(line), error: (line: string) => out.push(line), table: () => {} } as unknown as Console;
  const code = await runAdmin(['verifications', 'approve', demoAccount.account, '--reason', 'photos match', '--by', 'browser-test'], async () => server.app.conn, terminal, {
    photoStore: () => openPhotoStore(server.config),
  });
  assert.is(code, 0, out.join('\n'));
  await page.goto(`${server.url}/#${paths.user}`);
  await waitForTextIn(page, '.up-badge.verified', [zhTW.user.verified], 'the badge follows');
  await shot(page, '05-badge-verified');
  await page.click(`a[href="#${paths.verify}"]`);
  await waitForTextIn(page, '.up-card', [zhTW.verify.verified], "the spec's 'Verification successful'");
});

step('the approval arrived as a system message: unread on the personal center and on home, read in the inbox', async ({ page, server }) => {
  await page.goto(`${server.url}/#${paths.user}`);
  await waitForTextIn(page, `a[href="#${paths.messages}"] [data-testid=unread]`, ['1'], "the personal center's badge");
  await page.goto(`${server.url}/#${paths.home}`);
  await waitForTextIn(page, `.up-grid a[href="#${paths.messages}"] [data-testid=unread]`, ['1'], "home's badge");
  await shot(page, '06-message-badge');
  await page.click(`.up-grid a[href="#${paths.messages}"]`);
  await page.waitForSelector('.up-msg.unread');
  await page.click('.up-msg.unread');
  await page.waitForSelector('.up-msg-body');
  await shot(page, '07-message');
  await page.goto(`${server.url}/#${paths.home}`);
  await page.waitForSelector('.up-grid a .up-tile-icon');
  await page.waitForFunction(() => !document.querySelector('[data-testid=unread]'), { timeout: 5000 });
});

step('the page raised no uncaught errors and logged no unexpected console errors', async ({ problems }) => {
  assert.equal(problems, [], problems.join('\n'));
});

test.run();

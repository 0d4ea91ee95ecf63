// The browser tests' and benches' Chromium options: every launch in a process keeps our flags, though puppeteer takes
// `--disable-features` out of the array it is given (test/browser/launch-options.mjs).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import puppeteer from 'puppeteer-core';
import { launchOptions } from '../browser/launch-options.mjs';

const disabledFeatures = (args: string[]) => args.filter((a) => a.startsWith('--disable-features=')).flatMap((a) => a.slice('--disable-features='.length).split(','));

test("a second launch in the same process still turns the omnibox WebUI off, beside puppeteer's own list", () => {
  for (let launch = 1; launch <= 2; launch++) {
    const features = disabledFeatures(puppeteer.defaultArgs(launchOptions()));
    assert.ok(features.includes('WebUIOmniboxPopup'), `launch ${launch}: ${features.join(',')}`);
    assert.ok(features.includes('Translate'), `launch ${launch}: puppeteer's own list kept`);
  }
});

test('a flag given replaces ours of the same name, and only it', () => {
  const { args = [] } = launchOptions('--accept-lang=de-DE,de', '--lang=de-DE');
  assert.equal(args.filter((a) => a.startsWith('--accept-lang=')), ['--accept-lang=de-DE,de']);
  assert.ok(args.includes('--lang=de-DE'));
  assert.ok(args.includes('--no-sandbox'));
});

test.run();

import puppeteer from 'puppeteer-core';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { launchOptions } from '../browser/launch-options.mjs';

/**
 * This machine's speed as Lighthouse rates it (its BenchmarkIndex, run in an unthrottled Chromium page), the median
 * of three. The first-visit ratios are made on this CPU slowed 4×: they move with it, so the bench prints it beside
 * them (a quiet host of this kind scored 3,100–3,980; docs/performance.md).
 */
export async function hostSpeed(): Promise<number> {
  const browser = await puppeteer.launch(launchOptions());
  try {
    const page = await browser.newPage();
    const runs: number[] = [];
    for (let i = 0; i < 3; i++) runs.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
    return runs.sort((a, b) => a - b)[1];
  } finally {
    await browser.close();
  }
}

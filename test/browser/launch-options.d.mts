import type { LaunchOptions } from 'puppeteer-core';
export declare function launchOptions(...extra: string[]): LaunchOptions;

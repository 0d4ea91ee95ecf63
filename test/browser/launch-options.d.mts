import type { LaunchOptions } from 'puppeteer-core';
export declare const launchOptions: LaunchOptions;

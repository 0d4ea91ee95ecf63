import type { DeviceName } from '../../../src/core/security.js';

// Most specific first: Edge, Opera, Samsung's and the in-app browsers all say "Chrome" and "Safari" too.
const browsers: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bMicroMessenger\//, 'WeChat'],
  [/\bLine\//, 'LINE'],
  [/\bFxiOS\/|\bFirefox\//, 'Firefox'],
  [/\bCriOS\/|Chrom(e|ium)\//, 'Chrome'],
  [/\bSafari\//, 'Safari'],
];
const systems: [RegExp, string][] = [
  [/\biPad\b/, 'iPadOS'],
  [/\biPhone\b|\biPod\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const first = (table: [RegExp, string][], userAgent: string) => table.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;

/**
 * The browser and system a User-Agent names, for the owner to recognise a session by: product names, the same in
 * every language. Partial on purpose (user agents lie and change); what it doesn't know is null.
 */
export function deviceName(userAgent: string | null | undefined): DeviceName {
  const text = userAgent ?? '';
  return { browser: first(browsers, text), os: first(systems, text) };
}

/** "Safari · iOS", or "" when the User-Agent names neither. */
export function deviceLabel(userAgent: string | null | undefined): string {
  const { browser, os } = deviceName(userAgent);
  return [browser, os].filter(Boolean).join(' · ');
}

/** What is kept of a User-Agent header: its first 256 characters, or null for none. */
export function keptUserAgent(header: string | string[] | undefined): string | null {
  const text = Array.isArray(header) ? header[0] : header;
  return text ? text.slice(0, 256) : null;
}

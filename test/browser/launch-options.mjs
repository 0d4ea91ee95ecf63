// Debian's Chromium, headless, with the flags this machine needs (root, no outside network).
const flags = [
  '--no-sandbox',
  '--disable-dev-shm-usage',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // Desktop Chromium loads its omnibox popup, a WebUI page, in a renderer of its own at every launch: ~1.5 s of
  // CPU in its first 2 s on this machine, taken from the page under test (nothing a phone's browser does).
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup',
  // A phone set to Traditional Chinese (navigator.languages), as the default visitor: the app picks the
  // first-visit language from it. A test that wants another device language overrides it for its page.
  '--accept-lang=zh-TW',
];

/**
 * The options of one launch, `extra` flags after ours, each replacing ours of the same name (`--accept-lang=en`).
 * A new object every call: puppeteer takes `--disable-features` out of the array it is given (to merge it into its
 * own list), so options shared between launches lost the flag after the first.
 */
export function launchOptions(...extra) {
  const named = new Set(extra.map((flag) => flag.split('=')[0]));
  return {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: [...flags.filter((flag) => !named.has(flag.split('=')[0])), ...extra],
  };
}

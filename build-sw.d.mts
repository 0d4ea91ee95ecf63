/** Types of build-sw.mjs, for the tests that make a next build of their own. */
export declare function writeServiceWorker(options: {
  root: string;
  dist: string;
  html: string;
  packs: { js: string; strings: string; languages: string[] };
  shell: string[];
  target: string[];
}): Promise<{ id: string; js: string }>;

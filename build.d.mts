/** Types of build.mjs, for the tests that build the widget before driving it. */
export interface Chunk {
  js: string;
  file: string;
  /** The modules (paths relative to the repository) the chunk carries. */
  inputs: string[];
}
export interface StringFile {
  part: string;
  lang: string;
  text: string;
}
export declare function build(options?: { outDir?: string; precompressed?: boolean }): Promise<{
  /** The core: the page's inline script and uptick.js. */
  js: string;
  css: string;
  html: string;
  chunks: Record<string, Chunk>;
  stringFiles: Record<string, StringFile>;
  /** dist/embed.js, the partner's loader (embed/). */
  embed: string;
  /** The areas' files packed for the service worker (build.mjs, packFiles): file names and texts. */
  packs: { js: string; strings: string; languages: string[]; files: Record<string, string> };
  /** dist/sw.js: its build id (the cache's name) and its code. */
  worker: { id: string; js: string };
  meta: { scriptHashes: string[]; core: { inputs: string[] }; chunks: Record<string, { file: string; inputs: string[] }>; strings: Record<string, string[]>; coreStrings: Record<string, string>; build: string; packs: { js: string; strings: string; languages: string[] } };
}>;

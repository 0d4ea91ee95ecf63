/** Types of build-dev.mjs, for its test. */
export interface DevBuild {
  outDir: string;
  /** Builds everything, writes what differs from the last build (paths relative to outDir); `page`: the page or its hashes changed. */
  rebuild(): Promise<{ written: string[]; page: boolean; inputs: Set<string> }>;
  dispose(): Promise<unknown>;
}
export declare function createDevBuild(options: { outDir: string }): Promise<DevBuild>;

/** Types of build-server.mjs, for the tests that start the bundled server as a process. */
export declare function buildServer(options?: { outDir?: string }): Promise<string>;

/** Types of build-csp.mjs, for the tests that make a next build of their own. */
export declare function inlineScripts(html: string): string[];
export declare const scriptHash: (text: string) => string;

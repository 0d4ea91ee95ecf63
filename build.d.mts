/** Types of build.mjs, for the tests that build the widget before driving it. */
export declare function build(): Promise<{ js: string; css: string; html: string }>;

/** Types of scripts/locale-formats.mjs, for its test. */
export declare const browserWords: Record<string, Record<string, string>>;
export declare function deriveLocaleFormats(lang: string): unknown;
export declare function deriveAll(): Record<string, unknown>;
export declare const outputFile: string;

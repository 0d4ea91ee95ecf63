/** Types of scripts/optional-chain-spread.mjs, for its test. */
export declare function spreadCallsInOptionalChains(js: string): string[];

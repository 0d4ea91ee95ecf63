/**
 * The areas outside the first visit's core, each a chunk of its own (docs/design.md, Client): a file in this folder
 * of the same name that exports its `screens` and hands them to `defineArea` when it runs (their types are
 * src/areas/area-screens.ts). build.mjs runs this module to learn them, so it imports nothing.
 */
export const areaNames = ['sign-in', 'funds', 'withdraw', 'records', 'orders', 'user', 'help', 'charts', 'savings', 'events', 'verification', 'news', 'messages', 'security'] as const;
export type AreaName = (typeof areaNames)[number];

export type RiseColour = 'red' | 'green';

/** Markets where a rise is shown in red (and a fall in green); everywhere else a rise is green. */
const redRiseLanguages: readonly string[] = ['zh-TW', 'zh-CN', 'ja', 'ko'];

/** The rise colour of `language`'s market convention, for a user who has not chosen one. */
export function conventionalRiseColour(language: string): RiseColour {
  return redRiseLanguages.includes(language) ? 'red' : 'green';
}

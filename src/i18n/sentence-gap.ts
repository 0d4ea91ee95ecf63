import { language } from './i18n.js';

/**
 * What goes between a sentence and the words after it (a link): a space, except in Chinese and Japanese, which
 * write none after their full-width punctuation ("…交易。儲值", not "…交易。 儲值").
 */
export const sentenceGap = (): string => (/^(zh|ja)/.test(language.value) ? '' : ' ');

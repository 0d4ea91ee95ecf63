import type { Language } from '../../../src/core/languages.js';
import type { UserNoticeKind } from '../users/user-notices.js';
import { isVerificationRejectReason } from '../../../src/core/verification.js';
import { isWithdrawalReasonCode } from '../../../src/core/withdrawal-reasons.js';
import { isDepositRejectReason } from '../../../src/core/deposit-reasons.js';
// The reason sentences the app already shows on the withdrawal and verification screens, so both say the same.
import zhTWApp from '../../../locales/zh-TW.json';
import zhCNApp from '../../../locales/zh-CN.json';
import enApp from '../../../locales/en.json';
import jaApp from '../../../locales/ja.json';
import thApp from '../../../locales/th.json';
import viApp from '../../../locales/vi.json';
import idApp from '../../../locales/id.json';
import koApp from '../../../locales/ko.json';
import frApp from '../../../locales/fr.json';
import deApp from '../../../locales/de.json';
import zhTW from './texts/zh-TW.js';
import zhCN from './texts/zh-CN.js';
import en from './texts/en.js';
import ja from './texts/ja.js';
import th from './texts/th.js';
import vi from './texts/vi.js';
import id from './texts/id.js';
import ko from './texts/ko.js';
import fr from './texts/fr.js';
import de from './texts/de.js';
import formats from '../../../src/i18n/locale-formats.json';
import { dateText, moneyText, zoneName, type LocaleFormats } from '../../../src/i18n/locale-patterns.js';

/**
 * A notice's title and body in one language. `{amount}`, `{declared}`, `{number}`, `{holdUntil}`, `{account}`, `{reason}`, `{device}` and `{address}` are filled in
 * from the notice's details when it is read; an operator's note, when there is one, follows on its own line.
 */
export type NoticeTexts = Record<UserNoticeKind, { title: string; body: string }>;

/** Every language's number and date patterns, as the pages carry each one's. */
const localeFormats = (lang: Language) => (formats as unknown as Record<Language, LocaleFormats>)[lang];

const texts: Record<Language, NoticeTexts> = { 'zh-TW': zhTW, 'zh-CN': zhCN, en, ja, th, vi, id, ko, fr, de };

type AppStrings = typeof zhTWApp;
const appStrings: Record<Language, AppStrings> = {
  'zh-TW': zhTWApp, 'zh-CN': zhCNApp, en: enApp, ja: jaApp, th: thApp, vi: viApp, id: idApp, ko: koApp, fr: frApp, de: deApp,
};

/** The reason code's sentence, as the app words it; an unknown code (a later release's) is left out. */
function reasonText(kind: UserNoticeKind, code: string | undefined, lang: Language): string {
  const strings = appStrings[lang];
  if (kind === 'withdrawal_failed' && isWithdrawalReasonCode(code)) return strings.withdrawReason[code];
  if (kind === 'verification_rejected' && isVerificationRejectReason(code)) return strings.verify.reason[code];
  if (kind === 'deposit_rejected' && isDepositRejectReason(code)) return strings.depositReason[code];
  return '';
}

/** A time as the screens write one in `lang` (src/i18n/locale-patterns.ts), in the platform's time zone, which it names. */
function timeText(iso: string | undefined, lang: Language, timeZone: string): string {
  const date = new Date(iso ?? '');
  if (Number.isNaN(date.getTime())) return '';
  const f = localeFormats(lang);
  return `${dateText(f, f.dateTime, date, timeZone)} ${zoneName(lang, timeZone, date)}`;
}

/** The details that are sums of money ("250.00" on the wire). */
const amounts = new Set(['amount', 'declared']);

/** A wire amount as the screens write money in `lang`, with the platform's currency ("1.250,00 USDT"); no amount is nothing. */
function moneyIn(text: string | undefined, lang: Language, currency: string): string {
  const shown = text ? moneyText(localeFormats(lang), text) : null;
  return shown === null ? (text ?? '') : `${shown} ${currency}`;
}

/** The notice `kind` with its `details`, worded in `lang`: times in the platform's `timeZone`, amounts in its `currency`. */
export function wordNotice(kind: UserNoticeKind, details: Record<string, string>, lang: Language, timeZone: string, currency: string): { title: string; body: string } {
  const { title, body } = texts[lang][kind];
  const values: Record<string, string> = {
    amount: details.amount ?? '',
    declared: details.declared ?? '',
    number: details.number ?? '',
    holdUntil: timeText(details.holdUntil, lang, timeZone),
    account: details.account ?? '',
    // A sign-in from a device or an address no header named shows a dash, not a gap.
    device: details.device || '—',
    address: details.address || '—',
    reason: reasonText(kind, details.reason, lang),
  };
  const worded = body.replace(/\{(\w+)\}/g, (_, name: string) => (amounts.has(name) ? moneyIn(values[name], lang, currency) : (values[name] ?? '')));
  return { title, body: details.note ? `${worded}\n${details.note}` : worded };
}

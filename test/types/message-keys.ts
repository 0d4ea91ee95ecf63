// Compiled by `npm run typecheck`, never run: each `@ts-expect-error` proves that `t` refuses that key
// (src/i18n/message-key.ts), and the lines without one that it takes what the screens pass.
import { t } from '../../src/i18n/i18n.js';

declare const code: string;
declare const direction: 'up' | 'down';
declare const label: string;
declare const done: boolean;

t('common.retry');
t('errors.trade_password_wrong', { count: 1 });
t(`fields.${code}`);
t(`order.rule.${code}`);
t(`trade.${direction}`);
t(done ? 'user.copied' : 'user.copyFailed');

// @ts-expect-error: a misspelt key
t('common.retyr');
// @ts-expect-error: a group of messages is not a message
t('common');
// @ts-expect-error: a plural form is picked by `t`, not named
t('errors.trade_password_wrong.other');
// @ts-expect-error: a key built from a code under a group that does not exist
t(`feilds.${code}`);
// @ts-expect-error: a code whose every value needs a message, and `sideways` has none
t(`trade.${direction as 'up' | 'sideways'}`);
// @ts-expect-error: any string at all
t(label);
// @ts-expect-error: one side of a choice misspelt
t(done ? 'user.copied' : 'user.copyFailde');

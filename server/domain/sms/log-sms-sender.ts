import type { SmsSender } from './sms-sender.js';

/** Where the log provider writes: the server's logger, or anything with its `info`. */
export interface SmsLog {
  info(details: object, message: string): void;
}

/** A demo's SMS: the message goes to the server's log, where whoever runs the demo reads the code. */
export function logSmsSender(log: SmsLog): SmsSender {
  return {
    async send(phone, text) {
      log.info({ phone, text }, 'sms (log provider, demo only)');
    },
  };
}

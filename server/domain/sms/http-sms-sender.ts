import type { SmsSender } from './sms-sender.js';

/** A gateway that takes a message as JSON (`{to, from, text}`) with a bearer token. */
export interface HttpSmsSettings {
  url: string;
  token: string;
  /** The sender id the phone shows. */
  sender: string;
  timeoutMs: number;
}

/**
 * SMS through an HTTP gateway: one JSON POST per message, given up after `timeoutMs`. A refusal names the
 * gateway's status only: its body may echo the message, and with it the code.
 */
export function httpSmsSender(settings: HttpSmsSettings): SmsSender {
  return {
    async send(phone, text) {
      const response = await fetch(settings.url, {
        method: 'POST',
        headers: { authorization: `Bearer ${settings.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ to: phone, from: settings.sender, text }),
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
      // Read to the end, so the connection goes back to the pool.
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`the SMS gateway answered ${response.status}`);
    },
  };
}

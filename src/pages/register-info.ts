/** What step 1 of registration leaves for step 2 (kept on the device as `registerInfo`). */
export interface RegisterInfo {
  ticket: string;
  account: string;
  dialCode: string;
  expiresAtMs: number;
}

/** A little under the server's 15-minute ticket, so the form never posts a ticket about to lapse. */
export const registerInfoLifetimeMs = 14 * 60 * 1000;

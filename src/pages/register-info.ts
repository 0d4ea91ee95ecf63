/** What step 1 of registration leaves for step 2 (kept on the device as `registerInfo`), and for step 1 on the way back. */
export interface RegisterInfo {
  ticket: string;
  account: string;
  dialCode: string;
  /** The mobile number as typed beside the dial code, so Back from step 2 finds step 1 as it was left. */
  phone?: string;
  inviteCode?: string;
  expiresAtMs: number;
}

/** A little under the server's 15-minute ticket, so the form never posts a ticket about to lapse. */
export const registerInfoLifetimeMs = 14 * 60 * 1000;

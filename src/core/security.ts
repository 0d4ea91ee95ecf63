/** What a sign-in came to, as the security screen lists it (GET /api/me/sign-ins). */
export const signInOutcomes = ['signed_in', 'wrong_password', 'locked', 'code_required', 'wrong_code'] as const;
export type SignInOutcome = (typeof signInOutcomes)[number];

/** A device as its User-Agent names it; null where it names none we know. */
export interface DeviceName {
  browser: string | null;
  os: string | null;
}

/** A session signed in now (GET /api/me/sessions). */
export interface SessionInfo extends DeviceName {
  id: string;
  /** The session that asked. */
  current: boolean;
  /** The session that asked may sign this one out: it signed in after it (an older one only a new login password ends). */
  canSignOut: boolean;
  /** The address at sign-in, masked: `203.0.113.*`, `2001:db8:85a3::*`; null for sessions from before it was kept. */
  address: string | null;
  /** When this device first signed in (ISO 8601). */
  firstSeenAt: string;
  /** The session's last request, to the five minutes. */
  lastSeenAt: string;
}

/** One sign-in to the account, right or refused (GET /api/me/sign-ins). */
export interface SignInRecord extends DeviceName {
  outcome: SignInOutcome;
  /** The device sent no token of this account's. */
  newDevice: boolean;
  address: string | null;
  at: string;
}

/** Two-step sign-in's state (GET /api/me/two-step). */
export interface TwoStepState {
  enabled: boolean;
  enabledAt: string | null;
  /** Recovery codes not used yet; 0 while off. */
  recoveryCodesLeft: number;
}

/** Enrolment, step 1 (POST /api/me/two-step/setup): the secret, shown once, as text and as a QR code of `uri`. */
export interface TwoStepSetup {
  secret: string;
  /** `otpauth://totp/…`, what authenticator apps scan. */
  uri: string;
  /** The QR code of `uri` as SVG. */
  qrSvg: string;
}

import type { VerificationStatus } from './me.js';

/** The two photos of an identity document. */
export const identitySides = ['front', 'back'] as const;
export type IdentitySide = (typeof identitySides)[number];

/**
 * What an uploaded photo is for: a side of the identity document, or a picture for customer service. Each account
 * keeps one unused photo of each (a new one replaces it), so an unsent attachment never takes an ID photo's place.
 */
export const photoSides = [...identitySides, 'support'] as const;
export type PhotoSide = (typeof photoSides)[number];

/**
 * Why an operator rejected a verification, as a code the app words in the user's language
 * (`verify.reason.<code>`); the operator may add a note, shown below it as written.
 */
export const verificationRejectReasons = [
  /** The photos are blurred, dark, cut off or covered. */
  'photo_unreadable',
  /** The name, number or nationality entered is not what the document shows. */
  'details_mismatch',
  'document_expired',
  /** Not an identity card or passport. */
  'document_unsupported',
  /** This identity is already verified on another account. */
  'duplicate_identity',
  /** Anything else: the note says what. */
  'other',
] as const;
export type VerificationRejectReason = (typeof verificationRejectReasons)[number];

export function isVerificationRejectReason(value: unknown): value is VerificationRejectReason {
  return typeof value === 'string' && (verificationRejectReasons as readonly string[]).includes(value);
}

/** `GET /api/verification`: the latest submission, its ID number masked; only `status` before the first one. */
export interface VerificationState {
  status: VerificationStatus;
  name?: string;
  idNumber?: string;
  nationality?: string;
  /** Set while rejected. */
  rejectReason?: VerificationRejectReason;
  /** The operator's note to the user, as written; set while rejected, when there is one. */
  rejectNote?: string;
  submittedAt?: string;
}

/** `POST /api/verification/photos`. */
export interface UploadedPhoto {
  photoId: string;
}

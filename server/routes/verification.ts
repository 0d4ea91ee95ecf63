import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { Config } from '../config.js';
import { addressKey, subscriberPrefixBits } from '../client-address.js';
import { enums, object, optional, string } from 'superstruct';
import { VerificationBody, photoIdPattern } from '../../src/core/verification-structs.js';
import { contract, route } from '../openapi/contract.js';
import { annotate, describe, named } from '../openapi/json-schema.js';
import { time } from '../openapi/wire.js';
import { photoSides, verificationRejectReasons, type PhotoSide, type UploadedPhoto } from '../../src/core/verification.js';
import { DomainError } from '../domain/domain-error.js';

// Room for the multipart framing around a photo: boundaries, part headers and the `side` field.
const framingBytes = 16 * 1024;

const shapeError = (fields: Record<string, string>) => new DomainError('invalid_body', 'Send the fields `side` and then `file`', fields);
const isPhotoSide = (value: unknown): value is PhotoSide => (photoSides as readonly unknown[]).includes(value);

/**
 * The parts of a multipart body, with the parser's own failures (a body cut short, a type with no boundary)
 * as the 400 of a body that can't be read: busboy throws them as plain errors, which were answered 500.
 * Errors of the loop that reads the parts are the loop's own and pass through untouched.
 */
async function* readableParts<T>(parts: AsyncIterable<T>): AsyncGenerator<T> {
  try {
    yield* parts;
  } catch (error) {
    if (error instanceof DomainError || (error as { statusCode?: number }).statusCode) throw error;
    throw new DomainError('invalid_body', 'The multipart body is cut short or malformed');
  }
}

export const VerificationState = named(
  'VerificationState',
  object({
    status: enums(['none', 'pending', 'verified', 'rejected']),
    name: optional(string()),
    idNumber: optional(describe(string(), { description: 'masked: the first 3 and last 2 characters', examples: ['110*************2X'] })),
    nationality: optional(describe(string(), 'ISO 3166 alpha-2')),
    rejectReason: optional(describe(enums(verificationRejectReasons), 'while rejected: why, as a code to word in the reader’s language')),
    rejectNote: optional(describe(string(), 'while rejected, when the operator wrote one: shown as written')),
    submittedAt: optional(time),
  }),
);
const UploadedPhotoAnswer = named('UploadedPhoto', object({ photoId: describe(string(), { pattern: '^[0-9a-f]{32}$' }) }));

annotate(VerificationBody, {
  properties: {
    name: { minLength: 1, maxLength: 120, description: 'CN: 2–5 Chinese characters; elsewhere 2–60 letters of any script with spaces, apostrophes, hyphens and dots' },
    idNumber: {
      minLength: 1,
      maxLength: 120,
      description:
        'CN: 15 digits, or 17 digits and a check digit or X (ISO 7064 MOD 11-2); elsewhere 5–20 letters and digits with a digit (spaces and dashes ignored)',
    },
    nationality: { description: 'ISO 3166 alpha-2' },
    frontPhotoId: { pattern: '^[0-9a-f]{32}$', description: 'a photo this user uploaded as `front`' },
    backPhotoId: { pattern: '^[0-9a-f]{32}$', description: 'a photo this user uploaded as `back`' },
  },
});

export const getVerification = contract({
  method: 'GET',
  path: '/verification',
  operationId: 'getVerification',
  summary: 'My real-name verification: its state and what was submitted (the ID number masked)',
  tag: 'verification',
  signedIn: true,
  ok: { 200: { description: 'The latest submission; only `status` before the first', body: VerificationState } },
});

export const submitVerification = contract({
  method: 'POST',
  path: '/verification',
  operationId: 'submitVerification',
  example: { body: { name: 'Chen Mei', idNumber: 'A123456789', frontPhotoId: '0190a1b2c3d4e5f60718293a4b5c6d7e', backPhotoId: '0190a1b2c3d4e5f60718293a4b5c6d7f' } },
  summary: 'Submit name, ID number, nationality and both ID photos for review (first time, or after a rejection)',
  tag: 'verification',
  signedIn: true,
  body: VerificationBody,
  refusals: ['already_submitted'],
  ok: { 201: { description: 'Under review', body: VerificationState } },
});

export const uploadVerificationPhoto = contract({
  method: 'POST',
  path: '/verification/photos',
  operationId: 'uploadVerificationPhoto',
  summary:
    'Upload one side of the ID (or a photo for customer service): a whole JPEG, PNG or WebP, judged by decoding its bytes (413 over the size cap, 415 for anything else). The next upload of a side replaces one no submission or message uses; unused photos are deleted after a day. One upload at a time per account (a second waits its turn, a third is 429), four per client address (then 429); one sent too slowly is cut off (408); 503 while too many photos wait to be decoded.',
  tag: 'verification',
  signedIn: true,
  upload: {
    type: 'object',
    required: ['side', 'file'],
    properties: {
      side: { type: 'string', enum: ['front', 'back', 'support'], description: 'sent before `file`: a side of the identity document, or `support` for a picture sent to customer service' },
      file: { type: 'string', contentMediaType: 'application/octet-stream', description: 'the photo; its name and type are ignored' },
    },
  },
  limited: true,
  refusals: ['upload_too_slow', 'upload_quota_reached', 'unavailable', 'insufficient_storage'],
  ok: { 201: { description: 'Stored; the id is for this user’s submission only', body: UploadedPhotoAnswer } },
});

export const getVerificationPhoto = contract({
  method: 'GET',
  path: '/verification/photos/:id',
  operationId: 'getVerificationPhoto',
  example: { params: { id: '0190a1b2c3d4e5f60718293a4b5c6d7e' } },
  summary: 'One of my ID photos (its owner only: another user’s id is not found)',
  tag: 'verification',
  signedIn: true,
  params: { id: { type: 'string', pattern: '^[0-9a-f]{32}$' } },
  refusals: ['not_found'],
  ok: {
    200: {
      description: 'The bytes as uploaded',
      content: { 'image/jpeg': { schema: { type: 'string', contentMediaType: 'image/jpeg' } }, 'image/png': { schema: { type: 'string', contentMediaType: 'image/png' } }, 'image/webp': { schema: { type: 'string', contentMediaType: 'image/webp' } } },
    },
  },
});

/** The signed-in user's real-name verification: upload the two photos, submit, read the state. */
export default async function verificationRoutes(app: FastifyInstance, opts: { config: Config }) {
  app.addHook('onRequest', app.requireUser);
  const { photoMaxBytes, uploadsPerMinute } = opts.config.verification;

  app.route(route(getVerification, async (request) => app.verification.state(request.userId)));
  app.route(
    route(submitVerification, async (request, reply) => {
      reply.status(201);
      return app.verification.submit(request.userId, request.body);
    }),
  );

  app.route(route(getVerificationPhoto, async (request, reply) => {
    // Matched first, so a made-up path value never reaches the database.
    if (!photoIdPattern.test(request.params.id)) throw new DomainError('not_found', 'No such photo');
    const photo = await app.verification.photo(request.userId, request.params.id);
    // The bytes were checked to be an image; these keep a browser from treating them as anything else.
    reply.header('content-type', photo.contentType).header('content-length', photo.sizeBytes);
    reply.header('content-security-policy', "default-src 'none'; sandbox").header('content-disposition', 'inline');
    return reply.send(photo.body);
  }));

  // Multipart only here: every other route keeps refusing any body but JSON with 415.
  await app.register(async (photos) => {
    photos.removeAllContentTypeParsers();
    await photos.register(multipart, { throwFileSizeLimit: false });
    // A refused upload leaves the rest of its body unread: the connection closes rather than reading it.
    photos.addHook('onError', async (_request, reply) => {
      reply.header('connection', 'close');
    });
    photos.route(
      route(
        uploadVerificationPhoto,
        async (request, reply) => {
          if (!request.isMultipart()) throw new DomainError('unsupported_media_type', 'Send the photo as multipart/form-data');
          const declared = Number(request.headers['content-length']) || undefined;
          const parts = readableParts(request.parts({
            // One `side` field, one file; the parser stops the file one byte past the cap, which is then refused.
            limits: { fields: 1, files: 1, parts: 2, fieldNameSize: 16, fieldSize: 16, headerPairs: 8, fileSize: photoMaxBytes + 1 },
          }));
          let side: PhotoSide | undefined;
          let uploaded: UploadedPhoto | undefined;
          for await (const part of parts) {
            if (part.type === 'field') {
              if (part.fieldname !== 'side') throw shapeError({ [part.fieldname]: 'unknown_field' });
              if (!isPhotoSide(part.value)) throw shapeError({ side: 'invalid' });
              side = part.value;
            } else {
              if (part.fieldname !== 'file') throw shapeError({ [part.fieldname]: 'unknown_field' });
              // The side decides nothing about the bytes, but it must be known before they are kept.
              if (!side) throw shapeError({ side: 'required' });
              uploaded = await app.verification.uploadPhoto(request.userId, side, part.file, declared, addressKey(request.ip, subscriberPrefixBits));
            }
          }
          if (!uploaded) throw shapeError(side ? { file: 'required' } : { side: 'required', file: 'required' });
          reply.status(201);
          return uploaded;
        },
        {
          preHandler: [
            app.limits.perKey('verification-photo', uploadsPerMinute, (request) => request.userId),
            async (request) => {
              // A declared length over the cap is refused before a byte of the body is read.
              if (Number(request.headers['content-length'] ?? 0) > photoMaxBytes + framingBytes) {
                throw new DomainError('payload_too_large', `A photo may be at most ${photoMaxBytes} bytes`);
              }
            },
          ],
        },
      ),
    );
  });
}

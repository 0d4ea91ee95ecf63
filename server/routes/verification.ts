import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { Config } from '../config.js';
import { addressKey, subscriberPrefixBits } from '../client-address.js';
import { VerificationBody, photoIdPattern } from '../../src/core/verification-structs.js';
import { photoSides, type PhotoSide, type UploadedPhoto } from '../../src/core/verification.js';
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

/** The signed-in user's real-name verification: upload the two photos, submit, read the state. */
export default async function verificationRoutes(app: FastifyInstance, opts: { config: Config }) {
  app.addHook('onRequest', app.requireUser);
  const { photoMaxBytes, uploadsPerMinute } = opts.config.verification;

  app.get('/verification', async (request) => app.verification.state(request.userId));
  app.post<{ Body: VerificationBody }>('/verification', { schema: { body: VerificationBody } }, async (request, reply) => {
    reply.status(201);
    return app.verification.submit(request.userId, request.body);
  });

  app.get<{ Params: { id: string } }>('/verification/photos/:id', async (request, reply) => {
    // Matched first, so a made-up path value never reaches the database.
    if (!photoIdPattern.test(request.params.id)) throw new DomainError('not_found', 'No such photo');
    const photo = await app.verification.photo(request.userId, request.params.id);
    // The bytes were checked to be an image; these keep a browser from treating them as anything else.
    reply.header('content-type', photo.contentType).header('content-length', photo.sizeBytes);
    reply.header('content-security-policy', "default-src 'none'; sandbox").header('content-disposition', 'inline');
    return reply.send(photo.body);
  });

  // Multipart only here: every other route keeps refusing any body but JSON with 415.
  await app.register(async (photos) => {
    photos.removeAllContentTypeParsers();
    await photos.register(multipart, { throwFileSizeLimit: false });
    // A refused upload leaves the rest of its body unread: the connection closes rather than reading it.
    photos.addHook('onError', async (_request, reply) => {
      reply.header('connection', 'close');
    });
    photos.post(
      '/verification/photos',
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
    );
  });
}

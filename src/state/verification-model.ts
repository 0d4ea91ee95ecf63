import { computed, createModel, effect, signal, type Signal } from '@preact/signals';
import type { Api } from '../api/client.js';
import { ApiError } from '../api/api-error.js';
import { upload, type Upload } from '../api/upload.js';
import { clampProgress } from '../core/progress.js';
import type { VerificationBody } from '../core/verification-structs.js';
import type { PhotoSide, UploadedPhoto, VerificationState } from '../core/verification.js';
import { scalePhoto } from './scale-photo.js';
import type { Session } from './session-model.js';
import type { Services } from './services.js';

/** One side's photo on its way: picked, scaled, sent (with progress in percent), stored, or failed. */
export interface PhotoSlot {
  status: 'empty' | 'scaling' | 'uploading' | 'done' | 'failed';
  /** Percent sent, 0.01–100 (the spec's floor and cap), while uploading. */
  progress: number;
  /** What the user picked, scaled, for the preview and a retry. */
  photo?: Blob;
  preview?: string;
  photoId?: string;
  error?: ApiError;
}

const empty: PhotoSlot = { status: 'empty', progress: 0 };

/**
 * Real-name verification (docs/api.md): the state, both ID photos from pick to upload (scaled in the
 * browser, sent with progress, cancelled or retried), and the submission. Its code travels with the
 * verification area: the area builds it through `services.areaModel` (`verificationOf`).
 */
export const VerificationModel = createModel((api: Api, session: Session) => {
  const state = signal<VerificationState | undefined>(undefined);
  const slots: Record<PhotoSide, Signal<PhotoSlot>> = { front: signal(empty), back: signal(empty) };
  const uploads: Partial<Record<PhotoSide, Upload<UploadedPhoto>>> = {};

  const set = (side: PhotoSide, patch: Partial<PhotoSlot>) => (slots[side].value = { ...slots[side].value, ...patch });

  function clear(side: PhotoSide) {
    uploads[side]?.abort();
    delete uploads[side];
    const preview = slots[side].value.preview;
    if (preview) URL.revokeObjectURL(preview);
    slots[side].value = empty;
  }

  async function send(side: PhotoSide, photo: Blob) {
    const form = new FormData();
    form.append('side', side);
    form.append('file', photo, `${side}.jpg`);
    const sending = upload<UploadedPhoto>(api, '/verification/photos', form, (sent) => set(side, { progress: clampProgress(sent * 100) }));
    uploads[side] = sending;
    set(side, { status: 'uploading', progress: clampProgress(0), error: undefined });
    try {
      const { photoId } = await sending.done;
      set(side, { status: 'done', progress: 100, photoId });
    } catch (error) {
      // A cancel or a newer pick has already said what the slot shows.
      if (uploads[side] !== sending || (error as ApiError).code === 'aborted') return;
      set(side, { status: 'failed', error: error as ApiError });
    }
  }

  // Whatever is still uploading stops with the app, and the previews' memory goes back.
  effect(() => () => (['front', 'back'] as const).forEach(clear));

  return {
    state: computed(() => state.value),
    front: computed(() => slots.front.value),
    back: computed(() => slots.back.value),
    load: async () => (state.value = await api.get<VerificationState>('/verification')),
    /** A picked file: scaled and sent at once; a file the browser can't read is refused before any byte goes. */
    async choose(side: PhotoSide, file: Blob) {
      clear(side);
      set(side, { status: 'scaling' });
      try {
        const photo = await scalePhoto(file);
        set(side, { photo, preview: URL.createObjectURL(photo) });
      } catch {
        return set(side, { status: 'failed', error: new ApiError(415, 'unsupported_media_type', 'Not a photo') });
      }
      await send(side, slots[side].value.photo!);
    },
    /** Stops the upload; the picked photo stays, to be sent again. */
    cancel(side: PhotoSide) {
      const sending = uploads[side];
      delete uploads[side];
      sending?.abort();
      set(side, { status: 'failed', error: new ApiError(0, 'aborted', 'Upload cancelled') });
    },
    retry: (side: PhotoSide) => send(side, slots[side].value.photo!),
    remove: clear,
    /** Sends the form; the profile (its badge) follows. */
    async submit(body: VerificationBody) {
      state.value = await api.post<VerificationState>('/verification', body);
      clear('front');
      clear('back');
      session.refresh().catch(() => {});
    },
  };
});
export type Verification = InstanceType<typeof VerificationModel>;

/** The app's one verification model, built on first use. */
export const verificationOf = (services: Services): Verification =>
  services.areaModel('verification', () => new VerificationModel(services.api, services.session));

import { computed, createModel, effect, signal } from '@preact/signals';
import type { Api } from '../api/client.js';
import { ApiError } from '../api/api-error.js';
import { upload, type Upload } from '../api/upload.js';
import { clampProgress } from '../core/progress.js';
import { scalePhoto } from './scale-photo.js';

/** A photo on its way: picked, scaled, sent (with progress in percent), stored, or failed. */
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

/** Where a photo is uploaded to: the one route that takes a file. */
export type PhotoPath = '/verification/photos';

const empty: PhotoSlot = { status: 'empty', progress: 0 };

/**
 * One photo from pick to upload: scaled in the browser, posted as `file` with `fields` to `path` (answered with
 * `{photoId}`) with progress, cancelled or retried. An ID side and a photo for customer service go the same way.
 */
export const PhotoUpload = createModel((api: Api, path: PhotoPath, fields: Record<string, string> = {}) => {
  const slot = signal<PhotoSlot>(empty);
  let sending: Upload<{ photoId: string }> | undefined;

  const set = (patch: Partial<PhotoSlot>) => (slot.value = { ...slot.value, ...patch });

  function clear() {
    sending?.abort();
    sending = undefined;
    if (slot.value.preview) URL.revokeObjectURL(slot.value.preview);
    slot.value = empty;
  }

  async function send(photo: Blob) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', photo, 'photo.jpg');
    const mine = (sending = upload(api, path, form, (sent) => set({ progress: clampProgress(sent * 100) })));
    set({ status: 'uploading', progress: clampProgress(0), error: undefined });
    try {
      const { photoId } = await mine.done;
      set({ status: 'done', progress: 100, photoId });
    } catch (error) {
      // A cancel or a newer pick has already said what the slot shows.
      if (sending !== mine || (error as ApiError).code === 'aborted') return;
      set({ status: 'failed', error: error as ApiError });
    }
  }

  // Whatever is still uploading stops with the app, and the preview's memory goes back.
  effect(() => clear);

  return {
    slot: computed(() => slot.value),
    /** A picked file: scaled and sent at once; a file the browser can't read is refused before any byte goes. */
    async choose(file: Blob) {
      clear();
      set({ status: 'scaling' });
      try {
        const photo = await scalePhoto(file);
        set({ photo, preview: URL.createObjectURL(photo) });
      } catch {
        return set({ status: 'failed', error: new ApiError(415, 'unsupported_media_type', 'Not a photo') });
      }
      await send(slot.value.photo!);
    },
    /** Stops the upload; the picked photo stays, to be sent again. */
    cancel() {
      const stopped = sending;
      sending = undefined;
      stopped?.abort();
      set({ status: 'failed', error: new ApiError(0, 'aborted', 'Upload cancelled') });
    },
    retry: () => send(slot.value.photo!),
    clear,
  };
});
export type PhotoUploadModel = InstanceType<typeof PhotoUpload>;

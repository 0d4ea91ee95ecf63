import { computed, createModel, effect, signal } from '@preact/signals';
import type { Api } from '../api/client.js';
import type { VerificationBody } from '../core/verification-structs.js';
import type { IdentitySide, VerificationState } from '../core/verification.js';
import { PhotoUpload, type PhotoUploadModel } from './photo-upload.js';
import type { Session } from './session-model.js';
import type { Services } from './services.js';

/**
 * Real-name verification (docs/api.md): the state, both ID photos from pick to upload (scaled in the
 * browser, sent with progress, cancelled or retried), and the submission. Its code travels with the
 * verification area: the area builds it through `services.areaModel` (`verificationOf`).
 */
export const VerificationModel = createModel((api: Api, session: Session) => {
  const state = signal<VerificationState | undefined>(undefined);
  const photos: Record<IdentitySide, PhotoUploadModel> = {
    front: new PhotoUpload(api, '/verification/photos', { side: 'front' }),
    back: new PhotoUpload(api, '/verification/photos', { side: 'back' }),
  };
  // Whatever is still uploading stops with the app, and the previews' memory goes back.
  effect(() => () => Object.values(photos).forEach((photo) => photo[Symbol.dispose]()));
  // An account event (an operator approved or rejected it) moves the revision: a state once read is read again.
  effect(() => {
    if (session.revision.value === 0 || !state.peek()) return;
    api.get('/verification').then((read) => (state.value = read), () => {});
  });

  return {
    state: computed(() => state.value),
    front: photos.front.slot,
    back: photos.back.slot,
    load: async () => (state.value = await api.get('/verification')),
    choose: (side: IdentitySide, file: Blob) => photos[side].choose(file),
    cancel: (side: IdentitySide) => photos[side].cancel(),
    retry: (side: IdentitySide) => photos[side].retry(),
    remove: (side: IdentitySide) => photos[side].clear(),
    /** Sends the form; the profile (its badge) follows. */
    async submit(body: VerificationBody) {
      state.value = await api.post('/verification', body);
      photos.front.clear();
      photos.back.clear();
      session.refresh().catch(() => {});
    },
  };
});
export type Verification = InstanceType<typeof VerificationModel>;

/** The app's one verification model, built on first use. */
export const verificationOf = (services: Services): Verification =>
  services.areaModel('verification', () => new VerificationModel(services.api, services.session));

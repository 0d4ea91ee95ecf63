import { createModel, signal, type ReadonlySignal } from '@preact/signals';
import type { Api } from '../api/client.js';
import type { PasswordResetBody, ResetCodeRequestBody } from '../core/password-reset-structs.js';
import type { Services } from './services.js';

/** The spec's wait between two codes to one phone. */
export const resendAfterMs = 60_000;

/**
 * "Forgot password" (docs/api.md): who asked for a code and when, the request's id the reset names, the demo code
 * a demo server shows, and the reset itself. Only the sign-in area uses it, so the area builds it through
 * `services.areaModel` (`passwordResetOf`) and its code stays out of the first HTML.
 */
export const PasswordResetModel = createModel((api: Api) => {
  const asked = signal<ResetCodeRequestBody | undefined>(undefined);
  const askedAtMs = signal<number | undefined>(undefined);
  const requestId = signal<string | undefined>(undefined);
  const demoCode = signal<string | undefined>(undefined);

  function startOver() {
    asked.value = undefined;
    askedAtMs.value = undefined;
    requestId.value = undefined;
    demoCode.value = undefined;
  }

  return {
    /** The account and phone the last code went to; undefined before one is asked for. */
    asked: asked as ReadonlySignal<ResetCodeRequestBody | undefined>,
    askedAtMs: askedAtMs as ReadonlySignal<number | undefined>,
    /** The last request's id: a reset names it, and only its code works. */
    requestId: requestId as ReadonlySignal<string | undefined>,
    demoCode: demoCode as ReadonlySignal<string | undefined>,
    async requestCode(body: ResetCodeRequestBody) {
      const answer = await api.post('/auth/reset/code', body);
      asked.value = body;
      askedAtMs.value = Date.now();
      requestId.value = answer.requestId;
      demoCode.value = answer.demoCode;
    },
    async reset(body: PasswordResetBody) {
      await api.post('/auth/reset', body);
      startOver();
    },
    startOver,
  };
});
export type PasswordReset = InstanceType<typeof PasswordResetModel>;

/** The app's one password-reset model, built on first use. */
export const passwordResetOf = (services: Services): PasswordReset => services.areaModel('passwordReset', () => new PasswordResetModel(services.api));

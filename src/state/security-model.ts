import { createModel } from '@preact/signals';
import type { Api } from '../api/client.js';
import type { TwoStepConfirmBody } from '../core/security-structs.js';
import type { Services } from './services.js';

/**
 * The account security screen (docs/api.md): the sessions signed in now, the last sign-ins and two-step sign-in.
 * Its code travels with the security area, which builds it through `services.areaModel` (`securityOf`).
 */
export const SecurityModel = createModel((api: Api) => ({
  /** Two-step sign-in's state, the sessions and the sign-ins, in one go: the screen shows them together. */
  load: () =>
    Promise.all([
      api.get('/me/two-step'),
      api.get('/me/sessions').then((r) => r.items),
      api.get('/me/sign-ins').then((r) => r.items),
    ]),
  signOut: (id: string) => api.post(`/me/sessions/${encodeURIComponent(id)}/sign-out`),
  signOutOthers: () => api.post('/me/sessions/sign-out-others'),
  /** A new secret for the app, shown once. */
  setup: () => api.post('/me/two-step/setup'),
  /** On, with a code of the new app: the recovery codes, shown once. */
  turnOn: (body: TwoStepConfirmBody) => api.post('/me/two-step/on', body).then((r) => r.recoveryCodes),
  turnOff: (body: TwoStepConfirmBody) => api.post('/me/two-step/off', body),
}));
export type Security = InstanceType<typeof SecurityModel>;

/** The app's one security model, built on first use. */
export const securityOf = (services: Services): Security => services.areaModel('security', () => new SecurityModel(services.api));

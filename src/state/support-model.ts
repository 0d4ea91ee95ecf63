import { createModel } from '@preact/signals';
import type { Api } from '../api/client.js';
import { toApiError } from '../api/client.js';
import type { Services } from './services.js';

/**
 * The user's conversation with customer service (docs/api.md, Support): read newest first a page at a time,
 * written to, and its photos (the user's own uploads) fetched with the owner's token. Built by the messages area (`supportOf`).
 */
export const SupportModel = createModel((api: Api) => ({
  conversation: api.pages('/support/messages'),
  send: (body: string, photoId?: string) => api.post('/support/messages', photoId ? { body, photoId } : { body }),
  /** A photo of the conversation as a blob for an <img>: an image URL could not carry the token. */
  async photo(photoId: string): Promise<Blob> {
    const token = api.token();
    const response = await fetch(`${api.base}/verification/photos/${encodeURIComponent(photoId)}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    if (!response.ok) throw await toApiError(response);
    return response.blob();
  },
}));
export type Support = InstanceType<typeof SupportModel>;

/** The app's one support model, built on first use. */
export const supportOf = (services: Services): Support => services.areaModel('support', () => new SupportModel(services.api));

import { defineArea } from './areas.js';
import verify from '../pages/verification.js';
import { PhotoAttach as photoAttach } from '../components/photo-attach.js';

// The photo upload (scaling, progress) serves customer service's attachments too, as a part: one copy, here.
export const screens = { verify, photoAttach };
defineArea('verification', screens);

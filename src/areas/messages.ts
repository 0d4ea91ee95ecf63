import { defineArea } from './areas.js';
import inbox from '../pages/system-messages.js';
import support from '../pages/support-conversation.js';
import { UnreadBadge as unreadBadge } from '../components/unread-badge.js';
import { ContactSupport as contactSupport } from '../components/contact-support.js';

// The badge and the way to customer service are parts that core screens and other areas show: their code and
// strings come with this chunk, not with the first HTML or each area that says "contact customer service".
export const screens = { inbox, support, unreadBadge, contactSupport };
defineArea('messages', screens);

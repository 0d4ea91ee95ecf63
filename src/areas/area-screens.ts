import type { ComponentType } from 'react';
import type { AreaName } from './area-names.js';

// Types only: each area's screens as its file exports them. A type import adds no byte and no area's code to
// the core, yet a route or a part can name only a screen its area has, with the props that screen takes.
export interface AreaScreensOf {
  'sign-in': typeof import('./sign-in.js').screens;
  funds: typeof import('./funds.js').screens;
  withdraw: typeof import('./withdraw.js').screens;
  records: typeof import('./records.js').screens;
  orders: typeof import('./orders.js').screens;
  user: typeof import('./user.js').screens;
  help: typeof import('./help.js').screens;
  charts: typeof import('./charts.js').screens;
  savings: typeof import('./savings.js').screens;
  verification: typeof import('./verification.js').screens;
  events: typeof import('./events.js').screens;
  news: typeof import('./news.js').screens;
  messages: typeof import('./messages.js').screens;
  security: typeof import('./security.js').screens;
}

/** The names of the screens (and parts) area `A` defines. */
export type ScreenName<A extends AreaName> = keyof AreaScreensOf[A] & string;

/** The props screen `S` of area `A` takes. */
export type ScreenProps<A extends AreaName, S extends ScreenName<A>> = AreaScreensOf[A][S] extends ComponentType<infer P extends object> ? P : never;

import { useEffect } from 'react';
import { useServices } from '../hooks/use-services.js';
import { AccountEventsModel } from '../state/account-events-model.js';

/**
 * The account's events, followed while this is mounted (the app mounts it for a signed-in user); shows nothing.
 * A part of the events area, so the stream's reader and its model stay out of the first HTML.
 */
export function AccountEvents() {
  const services = useServices();
  useEffect(() => {
    const events = new AccountEventsModel(services);
    return () => events[Symbol.dispose]();
  }, [services]);
  return null;
}

import { useContext } from 'react';
import { ServicesContext, type Services } from '../state/services.js';

/**
 * The models (src/state), for a component to read and act on: the one way a component reaches app state.
 * A model's signal is read by its `.value` while rendering, and that read subscribes the component: @preact/signals
 * hooks itself into Preact's render, and `react` here is preact/compat, the same Preact, so every component is
 * one it tracks. A `useSyncExternalStore` wrapper per read would do the same work again and cost bytes at each
 * read. A component that shows only part of a signal reads a narrower one the model offers (`market.quote`,
 * `market.status`), so it redraws when that part changes. A component's own state is `useState`/`useReducer`,
 * and hooks return plain values (docs/decisions.md, "Client").
 */
export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices() needs <ServicesContext.Provider> around the app; mount() provides it');
  return services;
}

import { useContext } from 'react';
import { ServicesContext, type Services } from '../state/services.js';

export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices() needs <ServicesContext.Provider> around the app; mount() provides it');
  return services;
}

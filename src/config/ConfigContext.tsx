// Makes the validated app configuration available to views.
import { createContext, useContext } from 'react';
import type { AppConfig } from './appConfig';

export const ConfigContext = createContext<AppConfig | null>(null);

export function useConfig(): AppConfig {
  const config = useContext(ConfigContext);
  if (!config) throw new Error('ConfigContext not provided');
  return config;
}

// The hosts a body's pictures may come from besides the page (the sanitiser's allowlist): the asset host the start-up
// data names, else the configured API host's static base; none while the data loads.
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { configuredBaseUrls } from '@common/api/paths';
import { selectAssetBase } from '@machines/startup/selectors';
import { appConfig } from '../config/current';
import { useAppActor } from './appActor';

/** assetBase: null while loading, undefined when the data names none; staticBase: the configured static base URL. */
export function pictureHostsOf(assetBase: string | null | undefined, staticBase: string): string[] {
  if (assetBase === null) return [];
  try {
    const url = new URL('/', assetBase ?? staticBase);
    // Only a web host may serve pictures (as ApiClient.assetUrl answers nothing for other schemes).
    return url.protocol === 'http:' || url.protocol === 'https:' ? [url.origin] : [];
  } catch {
    return [];
  }
}

function configuredStaticBase(): string {
  const c = appConfig();
  return configuredBaseUrls({ api: c.apiBaseUrl, auth: c.authBaseUrl, dao: c.daoApiBaseUrl }).static;
}

/** The picture hosts of the start-up data, read once from the app's start-up actor. */
export function usePictureHosts(): string[] {
  const assetBase = useSelector(useAppActor('startup'), selectAssetBase);
  return useMemo(() => pictureHostsOf(assetBase, configuredStaticBase()), [assetBase]);
}

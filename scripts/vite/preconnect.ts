// Vite plugin: index.html opens the connection to the API's origins while the entry downloads. Every page calls the API
// right after the entry ran (the start-up data; news and DAO their list: src/app/routes/firstData.ts), and on a phone's
// connection the TCP and TLS set-up to another origin would otherwise come after it.
import type { Plugin } from 'vite';
import { originOf } from '../../common/security/csp';
import { parseAppConfig } from '../../src/config/appConfig';

/** The distinct origins of the API, its auth and its DAO base URLs, as the build configures them. */
export function apiOrigins(env: Record<string, unknown>): string[] {
  const config = parseAppConfig(env, true);
  const origins = [config.apiBaseUrl, config.authBaseUrl, config.daoApiBaseUrl].map(originOf);
  return [...new Set(origins.filter((o): o is string => o !== null))];
}

export function apiPreconnect(): Plugin {
  let env: Record<string, unknown> = {};
  return {
    name: 'api-preconnect',
    apply: 'build',
    configResolved(config) {
      env = config.env;
    },
    transformIndexHtml() {
      // No crossorigin attribute: the API calls send credentials, and a credentialed fetch uses the credentialed pool.
      return apiOrigins(env).map((href) => ({ tag: 'link', attrs: { rel: 'preconnect', href }, injectTo: 'head' as const }));
    },
  };
}

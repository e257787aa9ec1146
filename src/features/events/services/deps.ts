// What the event services need, built on first use: the app's API client and a form call of the event paths with their schemas.
import type { ApiClient } from '../../../services/api/client';
import { appConfig } from '../../../config/current';
import { withStartupConfig } from '../../../services/startupData';
import type { EventsDeps } from './eventsApi';

interface Built {
  client: ApiClient;
  call: EventsDeps['call'];
}

let built: Promise<Built> | null = null;

function build(): Promise<Built> {
  built ??= (async () => {
    const [{ ApiClient }, { configuredBaseUrls }, { postForm, checkInput }, E, { LOCAL_CLIENT_KEY }] = await Promise.all([
      import('../../../services/api/client'),
      import('@common/api/paths'),
      import('../../../services/api/transport'),
      import('@common/api/events'),
      import('@common/api/envelope'),
    ]);
    const { guardDuplicates } = await import('../../../services/api/duplicateGuard');
    // Spec 9's duplicate-call guard, as on the app's client: a double click on Vote sends once.
    const fetch = guardDuplicates((input: string, init?: RequestInit) => globalThis.fetch(input, init));
    const config = appConfig();
    const baseUrls = configuredBaseUrls({ api: config.apiBaseUrl, auth: config.authBaseUrl, dao: config.daoApiBaseUrl });
    const transport = {
      fetch,
      envelope: { key: LOCAL_CLIENT_KEY, value: '', usedomain: window.location.host },
    };
    const schemas = {
      list: [E.eventListRequest, E.eventListAnswer],
      vote: [E.eventVoteRequest, E.eventVoteAnswer],
      purchaseInfo: [E.eventListRequest, E.eventPurchaseInfoAnswer],
    } as const;
    const call: EventsDeps['call'] = async (path, fields, answer) => {
      const [request, reply] = schemas[answer];
      // Checked before sending with the server's own schema, like every call of the app's client.
      return (await postForm(transport, baseUrls.web + path, checkInput(request, fields as never) as Record<string, unknown>, reply)) as never;
    };
    // The main notice comes from the config loaded at start, not from another GetWebConfig.
    return { client: withStartupConfig(new ApiClient({ baseUrls, usedomain: window.location.host, fetch })), call };
  })().catch((error: unknown) => {
    built = null;
    throw error;
  });
  return built;
}

export function eventsDeps(): EventsDeps {
  return {
    api: async () => (await build()).client,
    call: async (path, fields, answer) => (await build()).call(path, fields, answer),
    now: () => Date.now(),
  };
}

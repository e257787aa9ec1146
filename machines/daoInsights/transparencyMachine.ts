// The transparency page: loads the treasury balances, proposal counts and funded grants; Retry after a failure, and a
// fresh read each time the page is shown again (the flow outlives the page, the chain moves on).
import { isNotOffered } from '@common/api/notOffered';
import { createQueryMachine } from '../shared/queryMachine';
import type { Transparency } from './types';

/** The generic loader (machines/shared/queryMachine.ts) configured: no query (one report), so every SHOW is the same one. */
export const transparencyMachine = createQueryMachine<void, Transparency>({
  id: 'daoTransparency',
  description:
    'The DAO transparency page: the treasury balances read from each chain, proposals by status and funded grants; read again when the page is shown ' +
    'again, Retry after a failure; a server without the call (an extension) is said once.',
  same: () => true,
  /** The server does not offer the transparency extension (404/501): final for this server, never retried. */
  isNotOffered,
  refreshOnSame: true,
});

// The activity page: the signed-in account's registered wallets and each one's proposals, votes and comments; a visitor
// is asked to log in, another account (or the page shown again) loads afresh, Retry after a failure.
import { isNotOffered } from '@common/api/notOffered';
import { createQueryMachine } from '../shared/queryMachine';
import type { ActivityQuery, WalletActivity } from './types';

/**
 * The generic loader (machines/shared/queryMachine.ts) configured. The query is the signed-in user, null for a visitor
 * (blank: the page asks to log in); nothing is known until the page says who is signed in (its first SHOW, on mount).
 */
export const activityMachine = createQueryMachine<ActivityQuery | null, WalletActivity[]>({
  id: 'daoActivity',
  description:
    "The DAO activity page: the signed-in account's wallets with their proposals, votes and comments; a visitor is asked to log in; another account or " +
    'the page shown again loads afresh; Retry after a failure; a server without the call (an extension) is said once.',
  same: (a, b) => a?.userId === b?.userId,
  waitForQuery: true,
  isBlank: (user) => user === null,
  /** The server does not offer the activity extension (404/501): said once; only a sign-out or another account leaves it. */
  isNotOffered,
  refreshOnSame: true,
});

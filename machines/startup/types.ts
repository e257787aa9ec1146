// The start-up data machine's ports: what its load actor takes and gives.
import type { StartupData } from '@common/api/startup';

export type { StartupData };

export interface LoadStartupInput {
  /** Cache-busting stamp appended to every start-up request (build id + hour): a deploy or a new hour fetches afresh. */
  stamp: string;
}

export interface StartupInput {
  stamp: string;
}

// Migration 75: a rotated session token stays valid for a short grace, so a call sent with it at the moment of rotation is not served as a visitor's.
import type { Migration } from './types';

export const SESSION_GRACE: readonly Migration[] = [
  {
    id: 75,
    name: 'session-grace',
    // replaced_at marks a token that was rotated: it keeps working until its (shortened) expires_at, and is never rotated again.
    sql: `ALTER TABLE sessions ADD COLUMN replaced_at BIGINT`,
  },
];

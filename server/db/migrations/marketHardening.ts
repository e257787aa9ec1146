// Migrations 30 to 39: market records from the chain, mystery box.
import type { Migration } from './types';

export const MARKET_HARDENING: readonly Migration[] = [];

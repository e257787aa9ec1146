// Migrations 20 to 29: reward claims, executor.
import type { Migration } from './types';

export const CHAIN_HARDENING: readonly Migration[] = [];

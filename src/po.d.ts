// Types for compiled lingui catalogs imported from .po files.
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

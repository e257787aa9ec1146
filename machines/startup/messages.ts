// Catalog ids the start-up data machine emits (English in src/i18n/messages.ts).
export const STARTUP_MESSAGE = {
  /** Config, items or language data could not be loaded or did not match the schema: a Retry shows. */
  loadFailed: 'startup.loadFailed',
  maintenanceTitle: 'startup.maintenanceTitle',
  maintenance: 'startup.maintenance',
  /** With the staff's `until` text (values: until). */
  maintenanceUntil: 'startup.maintenanceUntil',
} as const;

/** The maintenance popup's id in the popup stack. */
export const MAINTENANCE_POPUP_ID = 'maintenance';

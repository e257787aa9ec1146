// The maintenance entry of the config (GetWebConfig), read without zod: the start-up machine runs on every page, and
// zod must not load with the entry (docs/performance.md).

/** A config entry as GetWebConfig lists it. */
export interface ConfigEntry {
  name: string;
  value: string;
}

/**
 * Config entry of the maintenance popup (the reference API seeds it as `off`): `on`, or JSON `{ "open": true, "until":
 * "..." }`. `off`, absent, malformed or open false: no popup. `until` is staff-written text shown as it is (e.g. "27 Nov
 * 03:00 UTC"), not parsed; at most 80 characters.
 */
export const MAINTENANCE_CONFIG = 'maintenance';
export interface MaintenanceConfig {
  open: true;
  until?: string;
}
const UNTIL_MAX = 80;

/** The open maintenance notice of the config entries, or null. */
export function maintenanceFrom(entries: readonly ConfigEntry[]): MaintenanceConfig | null {
  const raw = entries.find((e) => e.name === MAINTENANCE_CONFIG)?.value;
  if (!raw) return null;
  if (raw.trim() === 'on') return { open: true };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { open, until } = parsed as { open?: unknown; until?: unknown };
  if (open !== true) return null;
  if (until === undefined) return { open };
  return typeof until === 'string' && until.length <= UNTIL_MAX ? { open, until } : null;
}

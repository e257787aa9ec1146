// Start-up data of spec 7 (GetWebConfig, Item.json, Language.json) as one validated bundle, and the maintenance entry of the config.
import { z } from 'zod';
import { itemData, languageData, webConfigAnswer } from './content';

/** Everything the app loads once at start; each part checked with the same schema as the API's answer. */
export const startupData = z.object({ config: webConfigAnswer, items: itemData, language: languageData });
export type StartupData = z.infer<typeof startupData>;
export type ConfigEntry = StartupData['config'][number];

/**
 * Config entry (GetWebConfig) of the maintenance popup: JSON `{ "open": true, "until": "..." }`. Absent, malformed or
 * open false: no popup. `until` is staff-written text shown as it is (e.g. "27 Nov 03:00 UTC"), not parsed.
 */
export const MAINTENANCE_CONFIG = 'maintenance';
export const maintenanceConfig = z.object({ open: z.boolean(), until: z.string().max(80).optional() });
export type MaintenanceConfig = z.infer<typeof maintenanceConfig>;

/** The open maintenance notice of the config entries, or null. */
export function maintenanceFrom(entries: readonly ConfigEntry[]): MaintenanceConfig | null {
  const raw = entries.find((e) => e.name === MAINTENANCE_CONFIG)?.value;
  if (!raw) return null;
  try {
    const parsed = maintenanceConfig.safeParse(JSON.parse(raw));
    return parsed.success && parsed.data.open ? parsed.data : null;
  } catch {
    return null;
  }
}

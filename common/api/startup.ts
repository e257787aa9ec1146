// Start-up data of spec 7 (GetWebConfig, Item.json, Language.json) as one validated bundle (the maintenance entry: maintenance.ts).
import { z } from 'zod/mini';
import { itemData, languageData, webConfigAnswer } from './content';

/**
 * GetWebConfig's entry naming where the API's images and files live (spec 7 lists the config as name/value pairs and
 * names no such entry): an absolute URL, or a path on the API host. The reference API answers its own '/static'.
 */
export const ASSET_BASE_ENTRY = 'asset_base_url';

/**
 * Everything the app loads once at start; each part checked with the same schema as the API's answer. assetBase: that
 * entry resolved to an absolute base; absent when the back end sends none (the configured host serves).
 */
export const startupData = z.object({ config: webConfigAnswer, items: itemData, language: languageData, assetBase: z.optional(z.string()) });
export type StartupData = z.infer<typeof startupData>;
export type ConfigEntry = StartupData['config'][number];

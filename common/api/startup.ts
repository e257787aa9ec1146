// Start-up data of spec 7 (GetWebConfig, Item.json, Language.json) as one validated bundle (the maintenance entry: maintenance.ts).
import { z } from 'zod/mini';
import { itemData, languageData, webConfigAnswer } from './content';

/** Everything the app loads once at start; each part checked with the same schema as the API's answer. */
export const startupData = z.object({ config: webConfigAnswer, items: itemData, language: languageData });
export type StartupData = z.infer<typeof startupData>;
export type ConfigEntry = StartupData['config'][number];

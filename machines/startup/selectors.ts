// Pure reads of the start-up data machine for views and services.
import type { SnapshotFrom } from 'xstate';
import { maintenanceFrom, type ConfigEntry, type MaintenanceConfig } from '@common/api/maintenance';
import type { Message } from '../shared/message';
import type { startupMachine } from './startupMachine';

type Snapshot = SnapshotFrom<typeof startupMachine>;

/** The failure to show with a Retry, or null while loading or once loaded. */
export const selectStartupError = (s: Snapshot): Message | null => (s.matches('failed') ? s.context.error : null);
export const selectStartupReady = (s: Snapshot): boolean => s.matches('ready');
/** Where the API's images and files live: null while the data loads, undefined when it names no base (the API host serves). */
export const selectAssetBase = (s: Snapshot): string | null | undefined => (s.context.data ? s.context.data.assetBase : null);
export const selectConfig = (s: Snapshot): readonly ConfigEntry[] => s.context.data?.config ?? [];
export const selectMaintenance = (s: Snapshot): MaintenanceConfig | null => maintenanceFrom(selectConfig(s));
/** A language entry's label in the page's language; the code itself when the data has none. */
export const selectLanguageLabel = (s: Snapshot, code: string, lang: 'en' | 'ko'): string => {
  const entry = s.context.data?.language.find((l) => l.code === code);
  if (!entry) return code;
  return lang === 'ko' ? entry.languageKo : entry.languageEn;
};
/** An item of Item.json by its itemIdx, or null. */
export const selectItem = (s: Snapshot, itemIdx: number) => s.context.data?.items.find((i) => i.itemIdx === itemIdx) ?? null;

// Catalog ids the LAND map flow emits; their English is in src/features/landMap/messages.ts.
export const LAND_MAP_MESSAGE = {
  /** The city's map could not be loaded (network or API error); RETRY loads it again. */
  loadFailed: 'landMap.loadFailed',
} as const;

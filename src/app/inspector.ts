// The type of what the Stately inspector hands to actors (kept apart so the inspector itself loads lazily).
import type { InspectionEvent, Observer } from 'xstate';

export type InspectionObserver = Observer<InspectionEvent> | ((e: InspectionEvent) => void);

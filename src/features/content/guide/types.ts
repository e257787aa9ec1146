// The shape of a guide sub-page: a title and blocks of translated text (paragraphs and numbered steps).
import type { MessageDescriptor } from '@lingui/core';

export type GuideBlock = { kind: 'text'; text: MessageDescriptor } | { kind: 'steps'; steps: MessageDescriptor[] };

export interface GuideSubPage {
  title: MessageDescriptor;
  blocks: GuideBlock[];
}

export const text = (t: MessageDescriptor): GuideBlock => ({ kind: 'text', text: t });
export const steps = (...s: MessageDescriptor[]): GuideBlock => ({ kind: 'steps', steps: s });

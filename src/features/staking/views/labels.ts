// Catalog labels the staking views share: land areas, pools and reward box names.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AreaKey } from '../../../../machines/staking/types';

export const AREA_LABEL: Record<AreaKey, MessageDescriptor> = {
  seoul: msg`Seoul`,
  newyork: msg`New York`,
  london: msg`London`,
  tokyo: msg`Tokyo`,
  berlin: msg`Berlin`,
  saopaulo: msg`São Paulo`,
};

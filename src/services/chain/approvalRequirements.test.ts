// The flows read the approval requirements from the start-up config: the entry's values, and required when it is missing.
import { afterEach, describe, expect, it } from 'vitest';
import type { StartupData } from '@common/api/startup';
import { publishStartupData, resetStartupData } from '../startupData';
import { approvalRequirements } from './approvalRequirements';

const startup = (config: { name: string; value: string }[]) => ({ config }) as unknown as StartupData;

afterEach(() => resetStartupData());

describe('approvalRequirements', () => {
  it("reads the start-up config's entry", async () => {
    publishStartupData(startup([{ name: 'approvalRequirements', value: JSON.stringify({ onChain: false, offChain: true }) }]));
    expect(await approvalRequirements()).toEqual({ onChain: false, offChain: true });
  });

  it('asks both when the config has no entry', async () => {
    publishStartupData(startup([{ name: 'other', value: 'x' }]));
    expect(await approvalRequirements()).toEqual({ onChain: true, offChain: true });
  });
});

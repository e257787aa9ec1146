// The config's approval requirements: read from GetWebConfig, required unless the entry says otherwise.
import { describe, expect, it } from 'vitest';
import { DEFAULT_APPROVALS, readApprovalRequirements } from './approvals';

describe('readApprovalRequirements', () => {
  it('reads the approvalRequirements entry, and keeps both required when it is missing or malformed', () => {
    expect(readApprovalRequirements([{ name: 'approvalRequirements', value: '{"onChain":false,"offChain":false}' }])).toEqual({
      onChain: false,
      offChain: false,
    });
    expect(readApprovalRequirements([{ name: 'approvalRequirements', value: '{"onChain":true,"offChain":false}' }])).toEqual({
      onChain: true,
      offChain: false,
    });
    expect(readApprovalRequirements([{ name: 'approvalRequirements', value: '{"onChain":"no"}' }])).toEqual(DEFAULT_APPROVALS);
    expect(readApprovalRequirements([{ name: 'approvalRequirements', value: 'not json' }])).toEqual(DEFAULT_APPROVALS);
    expect(readApprovalRequirements([{ name: 'version', value: '0.8.5' }])).toEqual({ onChain: true, offChain: true });
  });
});

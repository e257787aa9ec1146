// The config's approval requirements (GetWebConfig's approvalRequirements, loaded at start) for the flows that move the
// user's tokens or LAND: whether they read and ask the on-chain approval (common/domain/approvals.ts).
import { readApprovalRequirements, type ApprovalRequirements } from '@common/domain/approvals';
import { webConfigEntries } from '../startupData';

export async function approvalRequirements(): Promise<ApprovalRequirements> {
  return readApprovalRequirements(await webConfigEntries());
}

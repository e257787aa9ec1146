// The config's approval requirements (spec 3: "on/off-chain approval requirements", GetWebConfig entry approvalRequirements).

/**
 * onChain: a flow that moves the user's tokens or LAND checks the on-chain approval (allowance, isApprovedForAll) and
 * sends an approval when short. offChain: the user approves in the app (a confirmation saying what is approved) before
 * the wallet is asked. docs/decisions.md says which flow follows which.
 */
export interface ApprovalRequirements {
  onChain: boolean;
  offChain: boolean;
}

/** A config without the entry, or with a malformed one, keeps the safe reading: both required. */
export const DEFAULT_APPROVALS: ApprovalRequirements = { onChain: true, offChain: true };

export const APPROVALS_CONFIG_NAME = 'approvalRequirements';

/** Reads the entry from GetWebConfig's name/value list; a missing or malformed field falls back to required. */
export function readApprovalRequirements(entries: readonly { name: string; value: string }[]): ApprovalRequirements {
  const entry = entries.find((e) => e.name === APPROVALS_CONFIG_NAME);
  if (!entry) return DEFAULT_APPROVALS;
  try {
    const v = JSON.parse(entry.value) as Partial<Record<keyof ApprovalRequirements, unknown>>;
    return {
      onChain: typeof v.onChain === 'boolean' ? v.onChain : DEFAULT_APPROVALS.onChain,
      offChain: typeof v.offChain === 'boolean' ? v.offChain : DEFAULT_APPROVALS.offChain,
    };
  } catch {
    return DEFAULT_APPROVALS;
  }
}

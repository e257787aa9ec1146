// Transaction kinds, written once: what a submitted transaction does, for the tracker, its stored lists and its labels.

/** Staking's five; the market (buy, list, unlist), the mystery box (purchase), the DAO (vote) and the approvals page (revoke) use the rest. */
export const TX_KINDS = ['approve', 'deposit', 'withdraw', 'restake', 'claim', 'buy', 'list', 'unlist', 'purchase', 'vote', 'revoke'] as const;
export type TxKind = (typeof TX_KINDS)[number];

/** What the staking views list of the tracker's transactions (an approval there is the LAND approval of the staking popup). */
export const STAKING_TX_KINDS = ['approve', 'deposit', 'withdraw', 'restake', 'claim'] as const satisfies readonly TxKind[];

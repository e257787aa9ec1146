// Account addresses compared once: wallets, the API and the chain spell the same address in different cases (checksummed or lower).

/** True when both are given and name the same account; a missing address never matches, so "no wallet" is never "the author". */
export const sameAddress = (a: string | null | undefined, b: string | null | undefined): boolean => !!a && !!b && a.toLowerCase() === b.toLowerCase();

// The AccessControl role ids the modules grant: each contract defines them as keccak256 of their name.
import { ZeroHash, id } from 'ethers';

export const ROLE = {
  DEFAULT_ADMIN: ZeroHash,
  MINTER: id('MINTER_ROLE'),
  MANAGER: id('MANAGER_ROLE'),
  CAMPAIGN_ADMIN: id('CAMPAIGN_ADMIN_ROLE'),
} as const;

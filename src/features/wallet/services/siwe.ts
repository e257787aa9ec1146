// Sign-In with Ethereum (EIP-4361): the message around the API's nonce, signed with personal_sign by the wallet.
import { getAddress } from 'ethers/address';
import { buildSiweMessage, SIWE_STATEMENT } from '@common/api/siwe';
import type { Eip1193Provider } from '../../../services/wallet/active';
import { personalSign } from '../../../services/wallet/personalSign';

export interface SiweRequest {
  provider: Eip1193Provider;
  address: string;
  chainId: number;
  nonce: string;
  /** The front end's location (host and origin): the API accepts only its allowed origins. */
  location: Pick<Location, 'host' | 'origin'>;
  now?: Date;
}

/** Builds the EIP-4361 message and has the wallet sign it; a refusal rejects with the wallet's error (4001). */
export async function signInWithEthereum(req: SiweRequest): Promise<{ message: string; signature: string }> {
  const address = getAddress(req.address);
  const message = buildSiweMessage({
    domain: req.location.host,
    address,
    statement: SIWE_STATEMENT,
    uri: req.location.origin,
    chainId: req.chainId,
    nonce: req.nonce,
    issuedAt: req.now ?? new Date(),
  });
  return { message, signature: await personalSign(req.provider, address, message) };
}

// PUT claim-reward: a canonical EIP-712 signed request, used once, gets the one live payload of its owner, chain and campaign.
import { sameAddress } from '@common/domain/address';
import type { Context } from 'hono';
import { getAddress } from 'ethers';
import * as P from '@common/api/campaign';
import { CAMPAIGN_STATUS, campaignStatusAt, type BoxAmount } from '@common/domain/campaign';
import { keyOfChainId } from '../chain/deployedChains';
import type { AppDeps } from '../context';
import { ApiError, badInput } from '../http/errors';
import { parseJson } from '../http/parse';
import { keepOnePayload, livePayload, useClaimMessage } from '../chain/claimPayloads';
import { canonicalSigner, claimDigest } from '../chain/claimRequest';
import { signClaim } from '../chain/claimSigner';
import { claimedOnChain } from '../chain/stakingReader';

interface Campaign {
  campaignId: number;
  poolId: number;
  start: number;
  end: number;
}

/** What the campaign routes share with this one: the chain's campaigns and a user's owed boxes in one of them. */
export interface ClaimHelpers {
  campaigns(chainId: number): Promise<Campaign[]>;
  owedBoxes(owner: string, chainId: number, campaign: Campaign): Promise<BoxAmount[]>;
}

/** Seconds a signed payload stays valid (the executor refuses it after its deadline). */
const PAYLOAD_TTL_SECONDS = 600;

function parseClaimObject(message: string): P.ClaimObject {
  try {
    const parsed = P.claimObject.safeParse(JSON.parse(message));
    if (parsed.success) return parsed.data;
  } catch {
    // not JSON: refused below
  }
  throw badInput('error-msg-claim', 'message must be the JSON claim object', 'message');
}

export function claimRewardRoute(d: AppDeps, h: ClaimHelpers) {
  const { db, config } = d;
  // Resolved by resolveConfig: a malformed key, or a public test key in PROD, has stopped the start already.
  const { claimSigner } = config;
  const nowSec = () => Math.floor(config.now() / 1000);

  return async (c: Context) => {
    const b = await parseJson(c, P.claimRewardRequest);
    const obj = parseClaimObject(b.message);
    if (!claimSigner) throw new ApiError(503, 'error-msg-chain-unavailable', 'No claim signer is configured');
    // The signature is of the claim's EIP-712 typed data (the message carries its fields as JSON, spec 7's shape).
    const digest = claimDigest(obj);
    const signer = canonicalSigner(digest, b.signature);
    if (!signer) throw new ApiError(401, 'error-msg-claim-signature', 'Bad signature (65 bytes, v 27 or 28, low s)');
    if (!sameAddress(signer, obj.address)) throw new ApiError(401, 'error-msg-claim-signature', 'Signature is not from address');
    if (Math.abs(obj.currentTime - nowSec()) > P.CLAIM_MAX_SKEW_SECONDS)
      throw badInput('error-msg-claim-time', 'currentTime is too far from now', 'currentTime');
    const camp = (await h.campaigns(obj.chainId)).find((x) => x.campaignId === obj.campaignId);
    if (!camp) throw badInput('error-msg-campaign-id', 'Unknown campaign', 'campaignId');
    const status = campaignStatusAt(camp, nowSec());
    if (status === CAMPAIGN_STATUS.ongoing) {
      throw badInput('error-msg-campaign-ongoing', "You can't claim rewards because the campaign is ongoing. Please wait until the campaign ends.");
    }
    if (status === CAMPAIGN_STATUS.upcoming) throw badInput('error-msg-no-reward', 'No rewards to claim before the campaign has run');
    const owed = await h.owedBoxes(obj.address, obj.chainId, camp);
    if (!owed.length) throw badInput('error-msg-no-reward', 'No rewards to claim');
    const key = keyOfChainId(d, obj.chainId);
    const dep = d.deployments.get();
    if (!dep || !key) throw new ApiError(503, 'error-msg-chain-unavailable', 'The chain of this campaign is not deployed');
    const { executor, staking } = dep[key].contracts;
    const user = getAddress(obj.address);
    const k = { owner: user.toLowerCase(), chainId: obj.chainId, campaignId: obj.campaignId };
    const answer = (s: { data: string; signature: string; nonce: string; deadline: number }) =>
      c.json({ data: { data: s.data, signature: s.signature, executor, target: staking, nonce: s.nonce, deadline: s.deadline } });

    // A request counts once by what was signed (its digest), whichever spelling of the signature or the JSON carried it.
    if (!(await useClaimMessage(db, digest, k, config.now()))) throw new ApiError(409, 'error-msg-claim-replay', 'This claim request was already used');
    // Asking again before the deadline returns the same payload.
    const live = await livePayload(db, k, nowSec());
    if (live) return answer(live);
    // What is already minted is read from the staking contract, the only record a new chain run cannot contradict.
    let claimed: Map<number, number>;
    try {
      claimed = await claimedOnChain({
        rpcUrl: dep[key].rpcUrl,
        chainId: obj.chainId,
        staking,
        campaignId: obj.campaignId,
        user,
        boxTypes: owed.map((x) => x.boxType),
      });
    } catch {
      throw new ApiError(503, 'error-msg-chain-unavailable', 'The chain of this campaign does not answer');
    }
    const boxes = owed.map((x) => ({ boxType: x.boxType, amount: x.amount - (claimed.get(x.boxType) ?? 0) })).filter((x) => x.amount > 0);
    if (!boxes.length) throw badInput('error-msg-already-claimed', 'These rewards were already claimed');
    const fresh = await signClaim(claimSigner, {
      chainId: obj.chainId,
      executor,
      staking,
      campaignId: obj.campaignId,
      user,
      boxes,
      deadline: nowSec() + PAYLOAD_TTL_SECONDS,
    });
    // Parallel requests each signed one; exactly one is stored and every one of them answers with it.
    const kept = await keepOnePayload(db, k, fresh, nowSec(), config.now());
    if (!kept) throw new ApiError(409, 'error-msg-conflict', 'The claim payload changed meanwhile; ask again');
    return answer(kept);
  };
}

// What a market flow is doing while the user waits: balances, the API, the wallet or the network.
import { Trans } from '@lingui/react/macro';

export type MarketStep =
  | 'waitingForWallet'
  | 'checkingFunds'
  | 'creatingPrepending'
  | 'checkingAllowance'
  | 'approving'
  | 'trading'
  | 'recording'
  | 'checkingApproval'
  | 'approvingNft'
  | 'listing'
  | 'sending';

const TEXT: Record<MarketStep, () => React.ReactNode> = {
  waitingForWallet: () => <Trans>Reconnecting your wallet…</Trans>,
  checkingFunds: () => <Trans>Checking your balances…</Trans>,
  creatingPrepending: () => <Trans>Preparing the purchase…</Trans>,
  checkingAllowance: () => <Trans>Checking your token approval…</Trans>,
  approving: () => <Trans>Approve the amount in your wallet, then wait for the network…</Trans>,
  trading: () => <Trans>Confirm the purchase in your wallet, then wait for the network…</Trans>,
  recording: () => <Trans>Recording the purchase…</Trans>,
  checkingApproval: () => <Trans>Checking the market's approval…</Trans>,
  approvingNft: () => <Trans>Approve the market for this collection in your wallet, then wait for the network…</Trans>,
  listing: () => <Trans>Confirm the listing in your wallet, then wait for the network…</Trans>,
  sending: () => <Trans>Confirm in your wallet, then wait for the network…</Trans>,
};

export function FlowStep(props: { step: MarketStep | null }) {
  if (props.step === null) return null;
  return (
    <p className="market-step" role="status" aria-live="polite">
      {TEXT[props.step]()}
    </p>
  );
}

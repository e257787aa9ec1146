// Pieces the three DAO insights pages share: status labels, network names, amounts, the loading and failure states.
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { ProposalStatus } from '@common/domain/dao';
import { weiToDecimal } from '@machines/wallet/selectors';
import { Button } from '../../../components/Button';
import { Skeleton } from '../../../components/Skeleton';
import { useConfig } from '../../../config/ConfigContext';
import { formatThousands } from '../../../format/number';

const STATUS_LABELS = {
  pending: msg`Pending`,
  active: msg`Active`,
  finished: msg`Finished`,
  passed: msg`Passed`,
  rejected: msg`Rejected`,
  enacted: msg`Enacted`,
} as const;

export function useStatusLabel(): (status: ProposalStatus) => string {
  const { i18n } = useLingui();
  return (status) => i18n._(STATUS_LABELS[status]);
}

/** The app's name for a network (its configured networks), or its chain id. */
export function useNetworkName(): (chainId: number) => string {
  const { networks } = useConfig();
  return (chainId) => networks.find((n) => n.chainId === chainId)?.name ?? String(chainId);
}

/** An 18-decimal amount in wei as a grouped decimal with at most 4 fraction digits. */
export const formatWei = (wei: string) => formatThousands(weiToDecimal(wei, 4));

export function useDateFormat(): (iso: string) => string {
  const { i18n } = useLingui();
  const f = new Intl.DateTimeFormat(i18n.locale || 'en', { dateStyle: 'medium' });
  return (iso) => f.format(new Date(iso));
}

export function InsightsLoading() {
  return (
    <div aria-busy="true">
      <Skeleton lines={6} />
    </div>
  );
}

/** An alert, so it is read out when it replaces the content; Retry is enabled when the flow takes it. */
export function InsightsFailure({ children, canRetry, onRetry }: { children: ReactNode; canRetry: boolean; onRetry: () => void }) {
  return (
    <div className="insights-failure" role="alert">
      <p>{children}</p>
      <Button variant="primary" disabled={!canRetry} onClick={onRetry}>
        <Trans>Retry</Trans>
      </Button>
    </div>
  );
}

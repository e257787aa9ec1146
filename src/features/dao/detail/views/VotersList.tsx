// The voters: address, choice(s), voting power and whether this browser verified the vote's EIP-712 signature itself.
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { selectDetail } from '@machines/dao/detail/detailSelectors';
import { Address } from '../../../../components/Address';
import { Table, type TableColumn } from '../../../../components/Table';
import type { DetailFlow } from './DaoDetailPage';
import { useDaoLabels } from './labels';

type Vote = NonNullable<ReturnType<typeof selectDetail>>['votes'][number];

export function VotersList({ flow }: { flow: DetailFlow }) {
  const { i18n, t } = useLingui();
  const labels = useDaoLabels();
  const detail = useSelector(flow, selectDetail)!;
  const { proposal, votes } = detail;
  const n = new Intl.NumberFormat(i18n.locale || 'en');
  const columns: TableColumn<Vote>[] = [
    { key: 'voter', header: <Trans>Voter</Trans>, cell: (v) => <Address address={v.voter} /> },
    {
      key: 'choice',
      header: <Trans>Choice</Trans>,
      cell: (v) => v.choice.map((c) => labels.choice(proposal.choices[c - 1] ?? String(c), proposal.category)).join(', '),
    },
    { key: 'vp', header: <Trans>Voting power</Trans>, cell: (v) => `${n.format(v.vp)} VP` },
    {
      key: 'signature',
      header: <Trans>Signature</Trans>,
      cell: (v) =>
        v.verified ? (
          <span className="dao-verified">
            ✓ <Trans>Verified</Trans>
          </span>
        ) : (
          <span className="dao-unverified">
            <Trans>Not verified</Trans>
          </span>
        ),
    },
  ];
  return (
    <section className="dao-voters" aria-labelledby="dao-voters-title">
      <h3 id="dao-voters-title">
        <Trans>Voters ({votes.length})</Trans>
      </h3>
      {votes.length === 0 ? (
        <p>
          <Trans>No votes yet.</Trans>
        </p>
      ) : (
        <Table
          label={t`Votes cast`}
          className="dao-voters-table"
          columns={columns}
          rows={votes}
          rowKey={(v) => v.voter}
          rowProps={() => ({ 'data-testid': 'dao-voter' })}
        />
      )}
    </section>
  );
}

// The voters: address, choice(s), voting power and whether this browser verified the vote's EIP-712 signature itself.
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { selectDetail } from '../../../../../machines/dao/detailSelectors';
import { Address } from '../../../../components/Address';
import type { DetailFlow } from './DaoDetailPage';
import { useDaoLabels } from './labels';

export function VotersList({ flow }: { flow: DetailFlow }) {
  const { i18n } = useLingui();
  const labels = useDaoLabels();
  const detail = useSelector(flow, selectDetail)!;
  const { proposal, votes } = detail;
  const n = new Intl.NumberFormat(i18n.locale || 'en');
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
        <table className="dao-voters-table">
          <thead>
            <tr>
              <th scope="col">
                <Trans>Voter</Trans>
              </th>
              <th scope="col">
                <Trans>Choice</Trans>
              </th>
              <th scope="col">
                <Trans>Voting power</Trans>
              </th>
              <th scope="col">
                <Trans>Signature</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {votes.map((v) => (
              <tr key={v.voter} data-testid="dao-voter">
                <td>
                  <Address address={v.voter} />
                </td>
                <td>{v.choice.map((c) => labels.choice(proposal.choices[c - 1] ?? String(c), proposal.category)).join(', ')}</td>
                <td>{n.format(v.vp)} VP</td>
                <td>
                  {v.verified ? (
                    <span className="dao-verified">
                      ✓ <Trans>Verified</Trans>
                    </span>
                  ) : (
                    <span className="dao-unverified">
                      <Trans>Not verified</Trans>
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

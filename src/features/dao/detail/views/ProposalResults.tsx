// The proposal's choices with their scores (VP) and share bars, the total cast and the quorum.
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { selectDetail, selectResults } from '@machines/dao/detail/detailSelectors';
import type { DetailFlow } from './DaoDetailPage';
import { useDaoLabels } from './labels';

export function ProposalResults({ flow }: { flow: DetailFlow }) {
  const { i18n } = useLingui();
  const labels = useDaoLabels();
  const results = useSelector(flow, selectResults);
  const category = useSelector(flow, (s) => selectDetail(s)?.proposal.category ?? 'poll');
  const n = new Intl.NumberFormat(i18n.locale || 'en');
  return (
    <section className="dao-results" aria-labelledby="dao-results-title">
      <h3 id="dao-results-title">
        <Trans>Results</Trans>
      </h3>
      <ol className="dao-choices">
        {results.rows.map((r) => (
          <li key={r.index} className="dao-choice" data-testid={`dao-result-${r.index}`}>
            <span className="dao-choice-label">{labels.choice(r.label, category)}</span>
            <span className="dao-choice-score">
              <span data-testid="dao-score">{n.format(r.score)}</span> VP · {r.percent}%
            </span>
            <span className="dao-bar" role="presentation">
              <span className="dao-bar-fill" style={{ width: `${r.percent}%` }} />
            </span>
          </li>
        ))}
      </ol>
      <p className="dao-total">
        <Trans>Total: {n.format(results.total)} VP</Trans>
        {results.quorum > 0 && (
          <>
            {' · '}
            <Trans>
              Quorum: {n.format(results.total)} of {n.format(results.quorum)} VP
            </Trans>
            {results.quorumReached && ' ✓'}
          </>
        )}
      </p>
    </section>
  );
}

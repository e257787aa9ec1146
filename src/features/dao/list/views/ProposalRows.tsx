// A list of proposals: each row a real link to its dao-detail page, with its title, author, category, status, end time
// and the current result.
import { Trans, useLingui } from '@lingui/react/macro';
import type { Proposal } from '@common/api/dao';
import { shortenAddress } from '@common/domain/wallet';
import { currentResult, isOpen } from '@machines/dao/list/proposalListRules';
import { type Lang, pathFor } from '@kit/resolveRoute';
import { RouterLink } from '@kit/RouterLink';
import { formatThousands } from '../../../../format/number';
import { useDaoLabels } from './labels';

export function ProposalRows({ rows, lang, label }: { rows: Proposal[]; lang: Lang; label: string }) {
  const { i18n } = useLingui();
  const labels = useDaoLabels();
  const date = new Intl.DateTimeFormat(i18n.locale || lang, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <ul className="dao-list" aria-label={label}>
      {rows.map((p) => {
        const end = new Date(p.end * 1000);
        const when = date.format(end);
        const author = shortenAddress(p.author);
        return (
          <li key={p.id} className="dao-row">
            <RouterLink href={pathFor(lang, `dao-detail/${p.id}`)} className="dao-row-link">
              <span className="dao-row-head">
                <span className={`dao-status dao-status-${p.status}`}>{labels.status(p.status)}</span>
                <span className="dao-category">{labels.category(p.category)}</span>
              </span>
              <span className="dao-row-title">{p.title}</span>
              <span className="dao-row-meta">
                <span className="dao-author" title={p.author}>
                  <Trans>by {author}</Trans>
                </span>
                <time dateTime={end.toISOString()}>{isOpen(p.status) ? <Trans>Ends {when}</Trans> : <Trans>Ended {when}</Trans>}</time>
              </span>
              <ResultText proposal={p} />
            </RouterLink>
          </li>
        );
      })}
    </ul>
  );
}

function ResultText({ proposal }: { proposal: Proposal }) {
  const labels = useDaoLabels();
  const result = currentResult(proposal);
  let text;
  if (result.kind === 'noVotes') text = <Trans>No votes yet</Trans>;
  else if (result.kind === 'quorumNotReached') {
    const total = formatThousands(result.total);
    const quorum = formatThousands(result.quorum);
    text = (
      <Trans>
        Quorum not reached ({total} of {quorum} VP)
      </Trans>
    );
  } else if (result.kind === 'tie') {
    const choices = result.choices.map((c) => labels.choice(proposal.category, c)).join(', ');
    const share = result.share;
    text = (
      <Trans>
        Tie: {choices} ({share}% each)
      </Trans>
    );
  } else {
    const choice = labels.choice(proposal.category, result.choice);
    const share = result.share;
    text = (
      <Trans>
        Leading: {choice} ({share}%)
      </Trans>
    );
  }
  return <span className={`dao-result dao-result-${result.kind}`}>{text}</span>;
}

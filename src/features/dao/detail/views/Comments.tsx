// Comments: each rendered through the same sanitiser as the body (user-written markdown), and a form to post one.
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { selectCommentText, selectDetail, selectPosting } from '@machines/dao/detail/detailSelectors';
import { COMMENT_MAX } from '@machines/dao/detail/detailRules';
import { Address } from '../../../../components/Address';
import { Button } from '../../../../components/Button';
import { Markdown } from '../../../../components/markdown/Markdown';
import type { DetailFlow } from './DaoDetailPage';

const NO_OTHER_HOSTS: string[] = [];

export function Comments({ flow, lang }: { flow: DetailFlow; lang: string }) {
  const { i18n } = useLingui();
  const comments = useSelector(flow, (s) => selectDetail(s)?.comments ?? []);
  const text = useSelector(flow, selectCommentText);
  const posting = useSelector(flow, selectPosting);
  const date = new Intl.DateTimeFormat(i18n.locale || lang, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section className="dao-comments" aria-labelledby="dao-comments-title">
      <h3 id="dao-comments-title">
        <Trans>Comments ({comments.length})</Trans>
      </h3>
      <ul className="dao-comment-list">
        {comments.map((c) => (
          <li key={c.id} className="dao-comment" data-testid="dao-comment">
            <p className="dao-comment-meta">
              <Address address={c.author} copyable={false} /> <time dateTime={c.createdAt}>{date.format(new Date(c.createdAt))}</time>
            </p>
            <Markdown body={c.content} format="user-markdown" pictureHosts={NO_OTHER_HOSTS} className="news-body dao-comment-body" />
          </li>
        ))}
      </ul>
      <form
        className="dao-comment-form"
        onSubmit={(e) => {
          e.preventDefault();
          flow.send({ type: 'COMMENT.POST' });
        }}
      >
        <label>
          <Trans>Your comment</Trans>
          <textarea value={text} maxLength={COMMENT_MAX} rows={3} onChange={(e) => flow.send({ type: 'COMMENT.CHANGE', text: e.target.value })} />
        </label>
        <Button type="submit" busy={posting}>
          <Trans>Post comment</Trans>
        </Button>
      </form>
    </section>
  );
}

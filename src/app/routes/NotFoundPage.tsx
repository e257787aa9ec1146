// Shown for any path the route table does not know, with a way home.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { PageShell } from '../../components/PageShell';
import { type Lang, pathFor } from './resolveRoute';

export function NotFoundPage({ lang }: { lang: Lang }) {
  const { t } = useLingui();
  return (
    <PageShell title={t`Page not found`}>
      <p>
        <Trans>The page you are looking for does not exist or has moved.</Trans>
      </p>
      <Link className="button primary" to={pathFor(lang, 'home')}>
        <Trans>Back to home</Trans>
      </Link>
    </PageShell>
  );
}

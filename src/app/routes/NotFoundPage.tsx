// Shown for any path the route table does not know, with a way home.
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../components/Button';
import { PageShell } from '../../components/PageShell';
import { type Lang, pathFor } from '@kit/resolveRoute';
import { RouterLink } from '@kit/RouterLink';

export function NotFoundPage({ lang }: { lang: Lang }) {
  const { t } = useLingui();
  return (
    <PageShell title={t`Page not found`}>
      <p>
        <Trans>The page you are looking for does not exist or has moved.</Trans>
      </p>
      <Button variant="primary" href={pathFor(lang, 'home')} linkComponent={RouterLink}>
        <Trans>Back to home</Trans>
      </Button>
    </PageShell>
  );
}

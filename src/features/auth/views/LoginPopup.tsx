// The login popup's place in the top bar: empty until the root has loaded the login flow (on the first LOGIN.OPEN),
// then the dialog, whose code and styles load with that flow rather than with the entry.
import { lazy, Suspense } from 'react';
import { useAttachedFlow } from '@kit/useFlow';
import type { Lang } from '@kit/resolveRoute';
import { withCatalogs } from '../../../i18n/i18n';

const LoginDialog = lazy(() => withCatalogs(import('./LoginDialog'), 'login').then((m) => ({ default: m.LoginDialog })));

export function LoginPopup({ lang }: { lang: Lang }) {
  const login = useAttachedFlow('login');
  if (!login) return null;
  return (
    <Suspense fallback={null}>
      <LoginDialog lang={lang} login={login} />
    </Suspense>
  );
}

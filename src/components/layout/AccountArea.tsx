// Right side of the top bar: login and sign up for visitors; network, balances and user menu when signed in.
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Link } from 'react-router-dom';
import { useConfig } from '../../config/ConfigContext';
import { useAppActor, useAppRef } from '../../providers/AppProvider';
import { MYPAGE_PAGES, type Lang, pathFor } from '../../routes/resolveRoute';
import { SUBPAGE_TITLES } from '../../views/pageTitles';

export function AccountArea({ lang }: { lang: Lang }) {
  const { t, i18n } = useLingui();
  const app = useAppRef();
  const session = useAppActor('session');
  const network = useAppActor('network');
  const signedIn = useSelector(session, (s) => s.matches('signedIn'));
  const chainId = useSelector(network, (s) => s.context.chainId);
  const { networks } = useConfig();

  if (!signedIn) {
    return (
      <div className="account-area">
        <button type="button" className="button ghost" onClick={() => app.send({ type: 'LOGIN.OPEN' })}>
          <Trans>Login</Trans>
        </button>
        <Link className="button ghost" to={pathFor(lang, 'signup/register')}>
          <Trans>Sign up</Trans>
        </Link>
      </div>
    );
  }
  return (
    <div className="account-area">
      <label className="network-select">
        <span className="sr-only">
          <Trans>Network</Trans>
        </span>
        <select
          value={chainId ?? ''}
          onChange={(e) => network.send({ type: 'NETWORK.SELECT', chainId: Number(e.target.value) })}
        >
          <option value="" disabled>
            {t`Select network`}
          </option>
          {networks.map((n) => (
            <option key={n.chainId} value={n.chainId}>
              {n.name}
            </option>
          ))}
        </select>
      </label>
      <span className="balances" aria-label={t`Balances`}>
        —
      </span>
      <details className="user-menu">
        <summary>
          <Trans>My account</Trans>
        </summary>
        <ul>
          {MYPAGE_PAGES.map((p) => {
            const label = SUBPAGE_TITLES[`mypage/${p}`];
            return (
              <li key={p}>
                <Link to={pathFor(lang, `mypage/${p}`)}>{label ? i18n._(label) : p}</Link>
              </li>
            );
          })}
          <li>
            <button type="button" onClick={() => session.send({ type: 'SESSION.LOGOUT' })}>
              <Trans>Logout</Trans>
            </button>
          </li>
        </ul>
      </details>
    </div>
  );
}

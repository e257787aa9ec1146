// Right side of the top bar: login and sign up for visitors; for a signed-in user the network selector, the token
// balances (game token, game token on Polygon, native coin) and the user menu with logout, whose summary names the
// account and wallet. AccountBadge names them in the bar itself on phones, where the rest sits behind the menu button.
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Link } from 'react-router-dom';
import {
  selectBalanceView,
  selectBalancesLoading,
  selectSupportedChainId,
  selectWalletAddress,
  selectWalletChainId,
  shortAddress,
} from '../../../machines/wallet/selectors';
import { useConfig } from '../../config/ConfigContext';
import { formatThousands } from '../../format/number';
import { useAppActor, useAppRef } from '../AppProvider';
import { MYPAGE_PAGES, type Lang, pathFor } from '../routes/resolveRoute';
import { SUBPAGE_TITLES } from '../routes/pageTitles';
import { useDismissableDetails } from './useDismissableDetails';

const amount = (value: string | null) => (value === null ? '—' : formatThousands(value, 4));

function Balances() {
  const { t } = useLingui();
  const wallet = useAppActor('wallet');
  const balances = useSelector(wallet, selectBalanceView);
  const loading = useSelector(wallet, selectBalancesLoading);
  const chainId = useSelector(wallet, selectWalletChainId);
  const { networks } = useConfig();
  const symbol = networks.find((n) => n.chainId === chainId)?.nativeSymbol ?? '';
  if (!balances) return <span className="balances" aria-label={t`Balances`} aria-busy={loading} />;
  const token = amount(balances.token);
  const polygon = amount(balances.polygon);
  const native = amount(balances.native);
  return (
    <span className="balances" aria-label={t`Balances`} aria-busy={loading}>
      <span className="balance-token">
        <Trans>{token} DVI</Trans>
      </span>
      <span className="balance-polygon">
        <Trans>{polygon} DVI on Polygon</Trans>
      </span>
      <span className="balance-native">
        {native} {symbol}
      </span>
    </span>
  );
}

/** Who is signed in: the nickname (else the ID) and the connected wallet's address, if any. */
function useAccountIdentity() {
  const session = useAppActor('session');
  const wallet = useAppActor('wallet');
  const signedIn = useSelector(session, (s) => s.matches('signedIn'));
  const account = useSelector(session, (s) => s.context.user?.nickname || s.context.user?.account || '');
  const address = useSelector(wallet, selectWalletAddress);
  return { signedIn, account, address };
}

/** On phones: the connected wallet's short address (else the account name), outside the collapsed menu. */
export function AccountBadge() {
  const { signedIn, account, address } = useAccountIdentity();
  if (!signedIn) return null;
  return (
    <span className="account-badge" title={address ? `${account} · ${address}` : account}>
      <span className="sr-only">
        <Trans id="topbar.account.signedInAs">Signed in as</Trans>{' '}
      </span>
      <span>{address ? shortAddress(address) : account}</span>
    </span>
  );
}

export function AccountArea({ lang }: { lang: Lang }) {
  const { t, i18n } = useLingui();
  const app = useAppRef();
  const session = useAppActor('session');
  const wallet = useAppActor('wallet');
  const { signedIn, account, address } = useAccountIdentity();
  const chainId = useSelector(wallet, selectSupportedChainId);
  const { networks } = useConfig();
  const menu = useDismissableDetails();

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
          disabled={address === null}
          onChange={(e) => wallet.send({ type: 'WALLET.SELECT_NETWORK', chainId: Number(e.target.value) })}
        >
          <option value="" disabled>
            {address === null ? t`No wallet connected` : t`Unsupported network`}
          </option>
          {networks.map((n) => (
            <option key={n.chainId} value={n.chainId}>
              {n.name}
            </option>
          ))}
        </select>
      </label>
      {address !== null && <Balances />}
      <details className="user-menu" ref={menu}>
        <summary>
          <Trans>My account</Trans>{' '}
          {/* Its own line under the label: shown at every width, the address never cut (only a long nickname is). */}
          <span className="user-name">
            <span className="user-nick">{account}</span>
            {address && <span className="user-address"> · {shortAddress(address)}</span>}
          </span>
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

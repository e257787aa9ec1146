// Right side of the top bar: login and sign up for visitors; for a signed-in user the network selector, the token
// balances (game token, game token on Polygon, native coin, DVG earned by staking) and the user menu with logout, whose summary names the
// account and wallet. AccountBadge names them in the bar itself on phones, where the rest sits behind the menu button.
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { shortenAddress } from '@common/domain/wallet';
import { selectBalanceView, selectBalancesLoading, selectSupportedChainId, selectWalletAddress, selectWalletChainId } from '@machines/wallet/selectors';
import { Button } from '../../components/Button';
import { useConfig } from '../../config/ConfigContext';
import { formatThousands } from '../../format/number';
import { useAppActor, useAppRef } from '@kit/appActor';
import { MYPAGE_PAGES, type Lang, pathFor } from '@kit/resolveRoute';
import { RouterLink } from '@kit/RouterLink';
import { SUBPAGE_TITLES } from '@kit/pageTitles';
import { useDismissableDetails } from '@kit/useDismissableDetails';

const amount = (value: string | null) => (value === null ? '—' : formatThousands(value, 4));

function Balances() {
  const { t } = useLingui();
  const wallet = useAppActor('wallet');
  const balances = useSelector(wallet, selectBalanceView);
  const loading = useSelector(wallet, selectBalancesLoading);
  const chainId = useSelector(wallet, selectWalletChainId);
  const { networks } = useConfig();
  const symbol = networks.find((n) => n.chainId === chainId)?.nativeSymbol ?? '';
  // A group, because a bare span may not carry a label (axe's aria-prohibited-attr, serious while it is still empty).
  if (!balances) return <span className="balances" role="group" aria-label={t`Balances`} aria-busy={loading} />;
  const token = amount(balances.token);
  const polygon = amount(balances.polygon);
  const native = amount(balances.native);
  const dvg = balances.dvg === null ? null : amount(balances.dvg);
  return (
    <span className="balances" role="group" aria-label={t`Balances`} aria-busy={loading}>
      <span className="balance-token">
        <Trans>{token} DVI</Trans>
      </span>
      <span className="balance-polygon">
        <Trans>{polygon} DVI on Polygon</Trans>
      </span>
      <span className="balance-native">
        {native} {symbol}
      </span>
      {/* Staking yields DVG (spec 1), added to the world balance: shown when the back end answers dvi_reward_search. */}
      {dvg !== null && (
        <span className="balance-dvg">
          <Trans>{dvg} DVG</Trans>
        </span>
      )}
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
      <span>{address ? shortenAddress(address) : account}</span>
    </span>
  );
}

/** The network choice is a member's: its dropdown loads after sign-in, not in a visitor's first load. */
const Select = lazy(() => import('../../components/Select').then((m) => ({ default: m.Select })));

export function AccountArea({ lang }: { lang: Lang }) {
  const { t, i18n } = useLingui();
  const app = useAppRef();
  const session = useAppActor('session');
  const wallet = useAppActor('wallet');
  const { signedIn, account, address } = useAccountIdentity();
  const unverified = useSelector(session, (s) => s.context.user?.walletUnverified === true);
  const chainId = useSelector(wallet, selectSupportedChainId);
  const { networks } = useConfig();
  const menu = useDismissableDetails();

  if (!signedIn) {
    return (
      <div className="account-area">
        <Button variant="ghost" onClick={() => app.send({ type: 'LOGIN.OPEN' })}>
          <Trans>Login</Trans>
        </Button>
        <Button variant="ghost" href={pathFor(lang, 'signup/register')} linkComponent={RouterLink}>
          <Trans>Sign up</Trans>
        </Button>
      </div>
    );
  }
  return (
    <div className="account-area">
      <Suspense fallback={<span className="network-select" />}>
        <Select
          className="network-select"
          label={t`Network`}
          hideLabel
          align="end"
          value={chainId}
          disabled={address === null}
          placeholder={address === null ? t`No wallet connected` : t`Unsupported network`}
          options={networks.map((n) => ({ value: n.chainId, label: n.name }))}
          onChange={(next: string | number) => wallet.send({ type: 'WALLET.SELECT_NETWORK', chainId: Number(next) })}
        />
      </Suspense>
      {address !== null && <Balances />}
      <details className="user-menu" ref={menu}>
        <summary>
          <Trans>My account</Trans> {/* Its own line under the label: shown at every width, the address never cut (only a long nickname is). */}
          <span className="user-name">
            <span className="user-nick">{account}</span>
            {address && <span className="user-address"> · {shortenAddress(address)}</span>}
          </span>
        </summary>
        <ul>
          {unverified && (
            <li className="user-unverified" role="note">
              <Trans>This server does not check wallet signatures: your wallet was not verified by signature.</Trans>
            </li>
          )}
          {MYPAGE_PAGES.map((p) => {
            const label = SUBPAGE_TITLES[`mypage/${p}`];
            return (
              <li key={p}>
                <Link to={pathFor(lang, `mypage/${p}`)}>{label ? i18n._(label) : p}</Link>
              </li>
            );
          })}
          <li>
            <Button variant="ghost" size="sm" onClick={() => session.send({ type: 'SESSION.LOGOUT' })}>
              <Trans>Logout</Trans>
            </Button>
          </li>
        </ul>
      </details>
    </div>
  );
}

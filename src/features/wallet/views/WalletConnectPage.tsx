// The walletconnect/{type} route, where a wallet's deep link lands: resumes the pending connection of the wallet
// session, or says how to connect that wallet; an unknown type says so. Bitski's OAuth answer is finished here too.
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { WALLET_TYPE, type WalletCode } from '@common/domain/wallet';
import { DEEP_LINK_TYPE, selectDeepLinkLanding, walletOfDeepLink } from '@machines/wallet/deepLink';
import { useAppActor, useAppRef } from '@kit/appActor';
import type { PageProps } from '@kit/pageProps';
import { pathFor } from '@kit/resolveRoute';
import { RouterLink } from '@kit/RouterLink';
import { Button } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { PageShell } from '../../../components/PageShell';
import { completeBitskiSignIn } from '../services/bitskiCallback';
import { WALLET_LABEL } from '../services/walletTypes';

export default function WalletConnectPage({ lang, params }: PageProps) {
  const { t } = useLingui();
  const type = params.type ?? '';
  const wallet = walletOfDeepLink(type);
  useEffect(() => {
    if (wallet === WALLET_TYPE.Bitski) void completeBitskiSignIn(window.location.search);
  }, [wallet]);
  return <PageShell title={t`WalletConnect`}>{wallet === null ? <UnknownWallet type={type} /> : <Landing wallet={wallet} lang={lang} />}</PageShell>;
}

function UnknownWallet({ type }: { type: string }) {
  const known = Object.values(DEEP_LINK_TYPE)
    .map((code) => WALLET_LABEL[code])
    .join(', ');
  return (
    <EmptyState
      title={<Trans>Unknown wallet type</Trans>}
      text={
        <Trans>
          This link names a wallet this site does not know: “{type}”. The wallets it supports are {known}.
        </Trans>
      }
    />
  );
}

function Landing({ wallet, lang }: { wallet: WalletCode; lang: PageProps['lang'] }) {
  const app = useAppRef();
  const session = useAppActor('wallet');
  const landing = useSelector(session, (s) => selectDeepLinkLanding(s, wallet));
  const signedIn = useSelector(useAppActor('session'), (s) => s.matches('signedIn'));
  const name = WALLET_LABEL[wallet];
  const home = (
    <Button href={pathFor(lang, 'home')} linkComponent={RouterLink}>
      <Trans>Go to Home</Trans>
    </Button>
  );
  if (landing === 'connected') return <EmptyState title={<Trans>Your {name} wallet is connected</Trans>} action={home} />;
  if (landing === 'resuming')
    return (
      <p role="status" aria-busy="true">
        <Trans>Resuming your {name} connection…</Trans>
      </p>
    );
  if (landing === 'resumable')
    return (
      <EmptyState
        title={<Trans>Resume your wallet connection</Trans>}
        text={<Trans>You were connected with a wallet on your last visit. Resume that connection to carry on where you left off.</Trans>}
        action={
          <Button variant="primary" onClick={() => session.send({ type: 'WALLET.RESTORE' })}>
            <Trans>Resume connection</Trans>
          </Button>
        }
      />
    );
  return (
    <EmptyState
      title={<Trans>Connect with {name}</Trans>}
      text={<HowTo wallet={wallet} name={name} />}
      action={
        signedIn ? (
          home
        ) : (
          <Button variant="primary" onClick={() => app.send({ type: 'LOGIN.OPEN' })}>
            <Trans>Login</Trans>
          </Button>
        )
      }
    />
  );
}

/** What to do for each kind of wallet: an app paired by QR code, a browser wallet, or a wallet signed in on the web. */
function HowTo({ wallet, name }: { wallet: WalletCode; name: string }) {
  if (wallet === WALLET_TYPE.WalletConnect)
    return (
      <Trans>
        No connection is waiting. Choose Login, then Connect wallet and WalletConnect, and approve the connection in your wallet app. With WalletConnect the
        network is changed in the wallet app.
      </Trans>
    );
  if (wallet === WALLET_TYPE.Fortmatic)
    return <Trans>Choose Login, then Connect wallet and Fortmatic, and sign in with your Fortmatic account. Fortmatic works on Ethereum only.</Trans>;
  if (wallet === WALLET_TYPE.Bitski)
    return <Trans>Choose Login, then Connect wallet and Bitski, and sign in with your Bitski account in the window that opens. Bitski cannot use BSC.</Trans>;
  return (
    <Trans>
      Open this page in {name}’s own browser, or in a browser with the {name} extension, then choose Login and Connect wallet.
    </Trans>
  );
}

// The one provider of the root app machine: supplies its real actors (the context and hooks views use are src/kit/appActor.ts).
import { type ReactNode, useEffect } from 'react';
import { fromPromise } from 'xstate';
import type { InspectionObserver } from './inspector';
import { appMachine, type AppInput } from '@machines/app/appMachine';
import type { LoadedLogin } from '@machines/app/types';
import { SYSTEM_ID } from '@machines/shared/system';
import { networkMachine } from '@machines/app/networkMachine';
import { alertMachine } from '@machines/overlay/alertMachine';
import { captchaActors } from '../services/captcha';
import { switchChainActor } from '../features/wallet/services/switchChain';
import { browserWallet } from '../services/wallet/active';
import { providedSessionMachine } from './sessionActors';
import { navigatorLogic } from './navigator';
import { providedStartupMachine } from './startup/startupActors';
import { providedWalletMachine } from '../features/wallet/actors';
import { txTrackerLogic } from '../features/tx/actors';
import { onSessionGone } from '../services/api/sessionGone';
import { AppActorContext, useAppSelector } from '@kit/appActor';
import { withCatalogs } from '../i18n/i18n';

const providedApp = appMachine.provide({
  actors: {
    alert: alertMachine.provide({ actors: captchaActors() }),
    network: networkMachine.provide({ actors: { switchChain: switchChainActor(browserWallet) } }),
    session: providedSessionMachine(),
    wallet: providedWalletMachine(),
    tx: txTrackerLogic(),
    startup: providedStartupMachine(),
    // The one navigate port, provided here only: every flow that navigates sends NAVIGATE to it.
    navigator: navigatorLogic(),
    // The login popup's flow, its services, its dialog and the remembered ID load on the first LOGIN.OPEN, not with the entry.
    loadLogin: fromPromise<LoadedLogin>(async () => {
      const [flow, cookies] = await Promise.all([
        import('../features/auth/actors/login'),
        import('../features/auth/services/cookies'),
        // The dialog's texts (its catalog) are in before it opens, on any page.
        withCatalogs(import('../features/auth/views/LoginDialog'), 'login'),
      ]);
      // After the dialog's own chunks, not beside them: they come first on a slow connection, and Connect wallet then
      // finds web3-onboard loaded or loading.
      flow.prefetchWalletSelect();
      return { logic: flow.providedLoginMachine(), rememberedId: cookies.readRememberedId() };
    }),
    // The game start flow and its services load on a user's first Start now.
    loadGameStart: fromPromise(async () => (await import('../features/game/actors')).gameStartLogic()),
  },
});

export function AppProvider(props: { input: AppInput; inspect?: InspectionObserver; children: ReactNode }) {
  return (
    <AppActorContext.Provider logic={providedApp} options={{ input: props.input, inspect: props.inspect, systemId: SYSTEM_ID.app }}>
      <SessionGoneBridge />
      {props.children}
    </AppActorContext.Provider>
  );
}

/** An API answer that the session is gone (src/services/api/sessionGone.ts) ends it in the session machine. */
function SessionGoneBridge() {
  const session = useAppSelector((s) => s.context.session);
  useEffect(() => onSessionGone(() => session.send({ type: 'SESSION.EXPIRED' })), [session]);
  return null;
}

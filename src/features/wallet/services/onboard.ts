// web3-onboard behind the wallet session: one Onboard instance with the injected (EIP-6963, Clover, MetaMask...),
// WalletConnect, Coinbase, Fortmatic and Bitski modules (the keyed ones only with their key), and the dev wallet on the
// `local` set. Heavy: the app reaches this
// module only through `import()` (see src/features/wallet/actors.ts), so it never weighs on the first load.
import Onboard, { type OnboardAPI, type WalletState } from '@web3-onboard/core';
import injectedModule from '@web3-onboard/injected-wallets';
import { isWalletCode, WALLET_TYPE, type WalletTypeCode } from '@common/domain/wallet';
import { WalletHelperError, type WalletConnection } from '@machines/wallet/types';
import type { NetworkInfo } from '../../../config/networks';
import { toHexChainId } from '../../../config/networks';
import { setActiveProvider, type Eip1193Provider } from '../../../services/wallet/active';
import { appConfig, appWalletKeys } from '../../../config/current';
import { checkedAccount, connectFailure, type InjectedFacts } from './helperCodes';
import type { WalletKeys } from '../../../config/walletKeys';
import { WALLET_LABEL, WALLET_LABEL_KEY, walletTypeOfLabel } from './walletTypes';

type WalletInit = Parameters<typeof Onboard>[0]['wallets'][number];

/** Each keyed wallet's module is left out without its key (the login popup says so: walletKeys.ts). */
export interface OnboardOptions extends WalletKeys {
  networks: readonly NetworkInfo[];
  networkSet: string;
  /** Bitski's OAuth redirect: the app's walletconnect/bitski route (src/features/wallet/views/WalletConnectPage.tsx). */
  bitskiCallbackUrl?: string;
}

async function walletModules(opts: OnboardOptions): Promise<WalletInit[]> {
  const modules: WalletInit[] = [injectedModule()];
  const [{ default: coinbase }] = await Promise.all([import('@web3-onboard/coinbase')]);
  modules.push(coinbase());
  if (opts.walletConnectProjectId) {
    const { default: walletConnect } = await import('@web3-onboard/walletconnect');
    modules.push(
      walletConnect({
        projectId: opts.walletConnectProjectId,
        requiredChains: [],
        optionalChains: opts.networks.map((n) => n.chainId),
        dappUrl: window.location.origin,
      }),
    );
  }
  if (opts.fortmaticKey) {
    const { default: fortmatic } = await import('@web3-onboard/fortmatic');
    modules.push(fortmatic({ apiKey: opts.fortmaticKey }));
  }
  if (opts.bitskiClientId) {
    const { bitskiWallet } = await import('./bitski');
    modules.push(
      bitskiWallet({
        clientId: opts.bitskiClientId,
        callbackUrl: opts.bitskiCallbackUrl ?? `${window.location.origin}/en/walletconnect/bitski`,
        bscChainIds: opts.networks.filter((n) => n.family === 'BSC').map((n) => n.chainId),
      }),
    );
  }
  // Public test keys: the build-time test drops this branch, and the chunk with every Hardhat key, from testnet and
  // mainnet builds (Vite inlines VITE_NETWORK_SET; scripts/publicBuilds.ts checks the output); the runtime test keeps
  // it off a local build configured otherwise, and the module refuses any non-local RPC itself.
  // This one build-time read stays here, not in src/config: the bundler drops the branch only when the literal is in this module.
  if ((import.meta.env.VITE_NETWORK_SET ?? 'local') === 'local' && opts.networkSet === 'local') {
    const { devWallet } = await import('./devWallet');
    modules.push(devWallet({ networkSet: opts.networkSet, chains: opts.networks.map((n) => ({ chainId: n.chainId, rpcUrl: n.rpcUrl })) }));
  }
  return modules;
}

let instance: Promise<OnboardAPI> | null = null;
let modules: Promise<WalletInit[]> | null = null;

/** The wallet modules' code, loaded once: the login dialog's prefetch and the first connect share it (again after a failure). */
function loadModules(opts: OnboardOptions): Promise<WalletInit[]> {
  modules ??= walletModules(opts).catch((error: unknown) => {
    modules = null;
    throw error;
  });
  return modules;
}

/**
 * Fetches the wallet select's code (this module with web3-onboard and ethers, and the wallet modules) without creating
 * Onboard, which would mount its modal's root into the page: the login dialog calls it so that Connect wallet does not
 * wait for it (npm run bench:signin). A failure is left to the connect, which loads again.
 */
export function prefetchWalletModules(): void {
  loadModules(defaultOptions()).catch(() => undefined);
}

/** The page's injected provider, for the MetaMask check (null when the browser has none). */
const injectedFacts = (): InjectedFacts | null => (window as { ethereum?: InjectedFacts }).ethereum ?? null;

function defaultOptions(): OnboardOptions {
  const config = appConfig();
  return { networks: config.networks, networkSet: config.networkSet, ...appWalletKeys() };
}

/** The app's one Onboard instance, created on first use. */
export function onboard(opts: OnboardOptions = defaultOptions()): Promise<OnboardAPI> {
  instance ??= (async () => {
    const api = Onboard({
      wallets: await loadModules(opts),
      chains: opts.networks.map((n) => ({ id: toHexChainId(n.chainId), token: n.nativeSymbol, label: n.name, rpcUrl: n.rpcUrl })),
      appMetadata: { name: 'MetaWorld', description: 'MetaWorld: LAND, marketplace and staking' },
      connect: { showSidebar: false, autoConnectLastWallet: false },
      accountCenter: { desktop: { enabled: false }, mobile: { enabled: false } },
      // web3-onboard otherwise fetches the Inter font from rsms.me on every connect: an outside host the local world
      // cannot reach. Its modal uses the app's own font stack instead (read from the page, so it is written once).
      disableFontDownload: true,
      theme: { '--w3o-font-family': getComputedStyle(document.documentElement).fontFamily || 'sans-serif' },
    });
    api.state.select('wallets').subscribe((wallets) => {
      const w = wallets[0];
      setActiveProvider(w ? (w.provider as Eip1193Provider) : null);
    });
    return api;
  })();
  return instance;
}

function connectionOf(wallet: WalletState | undefined): WalletConnection {
  if (!wallet) throw new WalletHelperError(403);
  const address = checkedAccount(wallet.accounts[0]?.address, walletTypeOfLabel(wallet.label) === WALLET_TYPE.MetaMask);
  const chainId = Number.parseInt(wallet.chains[0]?.id ?? '0x0', 16);
  return { address, chainId, walletType: walletTypeOfLabel(wallet.label), label: wallet.label };
}

/**
 * Chooses one wallet by its label without any modal. web3-onboard loads its wallet modules only inside a connect
 * call (its walletModules state is empty before), so the label is checked by the answer: none means 400.
 */
async function connectByLabel(api: OnboardAPI, label: string): Promise<WalletState[]> {
  const wallets = await api.connectWallet({ autoSelect: { label, disableModals: true } });
  if (!wallets.some((w) => w.label === label)) throw new WalletHelperError(400);
  return wallets;
}

let lastSelectCall: Promise<void> = Promise.resolve();

/**
 * The wallet select's connect: its wallets as soon as the chosen wallet holds an account. web3-onboard's own call answers
 * only after its "connected" screen has shown for a fixed 1.5 s, which a sign-in need not wait for (npm run
 * bench:signin); its failures and a closed select still come from the call.
 */
async function connectWithSelect(api: OnboardAPI): Promise<WalletState[]> {
  // A retry (after a refused signature) waits for the previous call's screen to end: web3-onboard handles one call at a time.
  await lastSelectCall;
  const before = api.state.get().wallets[0];
  const call = api.connectWallet();
  lastSelectCall = call.then(
    () => undefined,
    () => undefined,
  );
  let unsubscribe = () => {};
  const chosen = new Promise<WalletState[]>((resolve) => {
    const sub = api.state.select('wallets').subscribe((wallets) => {
      const w = wallets[0];
      // A new first wallet (or the same one connected again) with its account: what the call will answer.
      if (w && w !== before && w.accounts[0]?.address) resolve(wallets);
    });
    unsubscribe = () => sub.unsubscribe();
  });
  try {
    return await Promise.race([call, chosen]);
  } finally {
    unsubscribe();
  }
}

/**
 * Connects a wallet: the wallet select lists every wallet when `walletType` is null; otherwise that wallet is
 * chosen directly. Helper codes (spec 8): 400 no wallet of that kind here, 401 the wallet failed (the wallet's own
 * error inside), 402 MetaMask asked for but another injected wallet answers, 403 no account (the select was closed, or
 * the wallet gave none or no address): see helperCodes.ts.
 */
export async function connectWallet(walletType: WalletTypeCode | null, storage: Pick<Storage, 'setItem'> = window.localStorage): Promise<WalletConnection> {
  const api = await onboard();
  let wallets: WalletState[];
  try {
    if (isWalletCode(walletType)) {
      wallets = await connectByLabel(api, WALLET_LABEL[walletType]);
    } else {
      wallets = await connectWithSelect(api);
    }
  } catch (error) {
    throw connectFailure(error, walletType === WALLET_TYPE.MetaMask, injectedFacts());
  }
  const connection = connectionOf(wallets[0]);
  storage.setItem(WALLET_LABEL_KEY, connection.label);
  return connection;
}

/** Reconnects the wallet a previous visit used, without any modal (only an already-authorised wallet answers). */
export async function reconnectWallet(walletType: WalletTypeCode, storage: Pick<Storage, 'getItem'> = window.localStorage): Promise<WalletConnection> {
  const api = await onboard();
  const stored = storage.getItem(WALLET_LABEL_KEY);
  const label = stored ?? (isWalletCode(walletType) ? WALLET_LABEL[walletType] : null);
  if (!label) throw new WalletHelperError(400);
  let wallets: WalletState[];
  try {
    wallets = await connectByLabel(api, label);
  } catch (error) {
    throw connectFailure(error, label === WALLET_LABEL[WALLET_TYPE.MetaMask], injectedFacts());
  }
  return connectionOf(wallets[0]);
}

/** Disconnects every connected wallet and forgets the stored label. */
export async function disconnectWallet(storage: Pick<Storage, 'removeItem'> = window.localStorage): Promise<void> {
  storage.removeItem(WALLET_LABEL_KEY);
  if (!instance) return;
  const api = await instance;
  for (const w of api.state.get().wallets) await api.disconnectWallet({ label: w.label });
  setActiveProvider(null);
}

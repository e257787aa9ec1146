// Which folder may import which, as lint rules (@typescript-eslint/no-restricted-imports, one config per folder).
// The arrows: machines/ -> common/, src/ -> machines/ and common/, server/ -> common/; nothing points back.
import { readdirSync } from 'node:fs';

const RULE = '@typescript-eslint/no-restricted-imports';

/** A relative import that climbs to a top-level folder (or a folder of src/): '../../src/x', '../features/y'. */
const up = (folders) => `^(\\.\\./)+(${folders.join('|')})(/|$)`;

const NO_IO_LIBS = {
  regex: '^(ethers|react|react-dom|@xstate/react|@web3-onboard/.*|axios|ky|ofetch|cross-fetch|node-fetch|undici|node:.*)(/|$)',
  message: 'Machines do no I/O and render nothing: a side effect is a named actor whose real implementation comes from src/ through .provide().',
};

const MACHINES = [
  {
    regex: up(['src', 'server', 'contracts']),
    message: 'machines/ imports only xstate, common/ and machines/: a service or view belongs in src/, a shared fact in common/.',
  },
  NO_IO_LIBS,
];

/** common/ is imported by everyone, so it imports nobody: only zod (and vitest in its tests). */
const common = (extraPackages) => [
  { regex: `^(?!(zod${extraPackages})(/|$))[^.]`, message: 'common/ imports only zod and other common/ files.' },
  { regex: '^(\\.\\./){2,}', message: 'common/ imports only zod and other common/ files.' },
];

const SERVER = [
  { regex: up(['src', 'machines']), message: 'The server imports common/ (API contract, domain facts), never the front end.' },
  { regex: up(['contracts/seed']), message: 'The server imports the local world from common/localWorld, never the chain seeder.' },
];

const SRC = [
  { regex: up(['server']), message: 'The front end talks to the server through the API contract in common/api, never by importing it.' },
  { regex: up(['contracts']), message: 'Contract shapes are in common/domain, bindings in abi/; contracts/ is for node tools.' },
];

/**
 * The design system builds on nothing feature-specific: no feature, no machine. It may name machine types (a Message
 * to render, a LandCard's shape) and read the section 9 numbers of machines/constants (page sizes).
 */
const COMPONENTS = [
  ...SRC,
  { regex: up(['features']), message: 'src/components/ is the design system: it may not import a feature; pass data in props.' },
  {
    regex: '^(\\.\\./)+machines/(?!constants$)',
    allowTypeImports: true,
    message: 'src/components/ may not import a machine, selector or actor (types and machines/constants only).',
  },
];

/**
 * Imports across features allowed today, each with its reason (a feature otherwise imports only its own folder). A new
 * entry is a decision: say why here, or move the shared piece to src/services or src/components instead.
 */
const FEATURE_ALLOWANCES = {
  account: {
    auth: "editing the profile reuses sign-up's verification-code actor",
    market: "my page's inventory tab is the market's (its flow and list/unlist actions)",
    land: "my page's land tab is the LAND feature's",
    game: "my page's profile shows the game player (the game feature's section, lazy-loaded)",
    staking: "my page's staking tab is the staking feature's (lazy-loaded)",
  },
  auth: {
    account: 'sign-up, find-ID and reset-password share the account form parts and services',
    wallet: 'login connects a wallet and reads the app config the wallet feature holds',
  },
  content: {
    game: "the guide's Download tab is the game launch page (game/views/DownloadGuide, lazy-loaded)",
  },
  home: {
    content: "the home page shows the latest news with the news feature's list flow and list view",
    staking: 'the home page shows the staking campaign section',
    events: 'the home page shows the main notice popup (config) with its Event and Event-Vote buttons',
    landMap: "the home hero shows a city's live map with the LAND map's flow and block colours (lazy-loaded)",
  },
  land: {
    binance: "my page's LAND tab shows the LAND withdrawn to Binance (the binance feature's section, lazy-loaded)",
    market: "LAND is bought, listed and unlisted through the market's flows, actions and API client",
    landMap: 'the LAND view shows the city map beside its list and detail',
    staking: "the owner's Stake opens the staking popup",
  },
  market: {
    land: "the market page's LAND view is the LAND feature's (lazy-loaded)",
  },
  staking: {
    wallet: 'staking reads and connects the wallet the app connected',
    tx: "staking lists its transactions with the tracker's explorer links",
  },
  wallet: { auth: "contract addresses come from the API's web config reader in auth/services/api" },
};

/** Files allowed one boundary crossing until it moves, with the reason. */
const FILE_ALLOWANCES = [
  {
    files: ['src/components/LandCardView.tsx'],
    patterns: COMPONENTS.filter((p) => p.regex !== up(['features'])),
    why: "the LAND card's styles still live in the staking feature's staking.css",
  },
];

const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/**
 * A feature's services are its own: another feature reaches them only through an entry here, each with its reason
 * (on top of FEATURE_ALLOWANCES). Shared plumbing (chain, wallet sender, API client) belongs in src/services instead.
 * Each entry is an edge still to move below the features.
 */
const SERVICE_ALLOWANCES = {
  account: {
    auth: 'the country code cookie is read with the login cookies',
  },
  auth: {
    account: 'sign-up, find-ID and reset-password run the account services',
    wallet: 'login signs in with the wallet session, SIWE and the app config the wallet feature holds',
  },
  land: { market: "LAND listings use the market's API client" },
  staking: {
    wallet: "staking's Connect wallet opens the app's wallet select (wallet/services/session.ts)",
  },
  wallet: { auth: "contract addresses come from the API's web config reader in auth/services/api" },
};

/** A relative import of one of `features`' folders (optionally only its `sub` folder): '../../market/', '../features/x/services/'. */
const featurePath = (features, sub = '') => `^(\\.\\./)+(features/)?(${features.join('|')})/${sub}`;

function featurePatterns(feature) {
  const allowed = Object.keys(FEATURE_ALLOWANCES[feature] ?? {});
  const others = FEATURES.filter((f) => f !== feature && !allowed.includes(f));
  const servicesAllowed = Object.keys(SERVICE_ALLOWANCES[feature] ?? {});
  const servicesBanned = allowed.filter((f) => !servicesAllowed.includes(f));
  const out = [];
  if (others.length)
    out.push({
      regex: featurePath(others),
      message: `src/features/${feature} may not import another feature's internals (allowances: FEATURE_ALLOWANCES in eslint.boundaries.js).`,
    });
  if (servicesBanned.length)
    out.push({
      regex: featurePath(servicesBanned, 'services/'),
      message: `src/features/${feature} may not import another feature's services: shared plumbing goes to src/services (allowances: SERVICE_ALLOWANCES in eslint.boundaries.js).`,
    });
  return out;
}

/** The same boundaries for import(): no-restricted-imports does not see it, so a syntax rule matches its source. */
const dynamicImports = (patterns) =>
  patterns.map(({ regex, message }) => ({
    selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\/')}/]`,
    message: `${message} (also import())`,
  }));

function featureConfig(feature) {
  const patterns = featurePatterns(feature);
  return {
    files: [`src/features/${feature}/**`],
    rules: { [RULE]: ['error', { patterns: [...SRC, ...patterns] }], 'no-restricted-syntax': ['error', ...dynamicImports(patterns)] },
  };
}

const rule = (patterns) => ({ [RULE]: ['error', { patterns }] });

/** Flat-config entries: later entries replace the rule's options for the files they match, so each is complete. */
export const boundaries = [
  { files: ['machines/**/*.{ts,tsx}'], rules: rule(MACHINES) },
  { files: ['common/**/*.ts'], rules: rule(common('')) },
  { files: ['common/**/*.test.ts'], rules: rule(common('|vitest')) },
  { files: ['server/**/*.ts'], rules: rule(SERVER) },
  { files: ['src/**/*.{ts,tsx}'], rules: rule(SRC) },
  { files: ['src/components/**/*.{ts,tsx}'], rules: rule(COMPONENTS) },
  ...FEATURES.map(featureConfig),
  ...FILE_ALLOWANCES.map(({ files, patterns }) => ({ files, rules: rule(patterns) })),
];

// Which folder may import which, as lint rules (@typescript-eslint/no-restricted-imports, one config per folder).
// The arrows: machines/ -> common/, src/ -> machines/ and common/, server/ -> common/; nothing points back.
import { readdirSync } from 'node:fs';

const RULE = '@typescript-eslint/no-restricted-imports';

/** A relative import that climbs to a top-level folder (or a folder of src/): '../../src/x', '../features/y'. */
const up = (folders) => `^(\\.\\./)+(${folders.join('|')})(/|$)`;

/** A path alias of tsconfig.json: '@machines/x'. */
const alias = (names) => `^@(${names.join('|')})/`;

/** Either spelling of a folder: its alias or a relative climb to it ('@machines/x', '../../machines/x'). */
const either = (aliases, folders) => `(${alias(aliases)})|(${up(folders)})`;

const SRC_FOLDERS = readdirSync(new URL('./src', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/**
 * An allowlist inside src/: a folder may import from the src/ folders named in `allowed` (and its own), nothing else, so
 * a new folder is refused until it is named here. `@kit/*` is src/kit.
 */
function srcAllowlist(self, allowed, message) {
  const banned = SRC_FOLDERS.filter((f) => f !== self && !allowed.includes(f));
  const patterns = [{ regex: up(banned), message }];
  if (banned.includes('kit')) patterns.push({ regex: alias(['kit']), message });
  return patterns;
}

/**
 * machines/ is an allowlist: xstate (and @xstate/graph for the model tests), @common/*, other machines, vitest in tests,
 * zod for types only. Anything else is I/O, rendering or a service, which belongs in src/.
 */
const MACHINES_MESSAGE =
  'machines/ imports only xstate, @common/* and machines/: machines do no I/O and render nothing; a side effect is a named actor whose real ' +
  'implementation comes from src/ through .provide().';
const MACHINES = [
  { regex: '^(?!((xstate|@xstate/graph|vitest|zod)(/|$)|@common/|@machines/|\\.))', message: MACHINES_MESSAGE },
  { regex: up(['src', 'server', 'contracts', 'common', 'tests', 'scripts', 'abi', 'deploy', 'ignition']), message: MACHINES_MESSAGE },
  { regex: '^zod(/|$)', allowTypeImports: true, message: 'machines/ may name zod types; a schema lives in common/.' },
];

/** common/ is imported by everyone, so it imports nobody: only zod (and vitest in its tests). */
const common = (extraPackages) => [
  { regex: `^(?!(zod${extraPackages})(/|$))[^.]`, message: 'common/ imports only zod and other common/ files.' },
  { regex: '^(\\.\\./){2,}', message: 'common/ imports only zod and other common/ files.' },
];

const SERVER = [
  { regex: either(['machines', 'kit'], ['src', 'machines']), message: 'The server imports common/ (API contract, domain facts), never the front end.' },
];

const SRC = [
  { regex: up(['server']), message: 'The front end talks to the server through the API contract in common/api, never by importing it.' },
  { regex: up(['contracts']), message: 'Contract shapes are in common/domain, bindings in abi/; contracts/ is for node tools.' },
];

/** Shared plumbing sits below the features and the views: it may use the configuration, text and formats only. */
const SERVICES = [
  ...SRC,
  ...srcAllowlist(
    'services',
    ['config', 'i18n', 'format'],
    'src/services/ is shared plumbing below the features: it may import src/config, src/i18n and src/format, never a feature, the app, the kit or a view.',
  ),
];

/** The configuration is read first and by everyone: it imports common/ and machines/ facts only. */
const CONFIG = [...SRC, ...srcAllowlist('config', [], 'src/config/ imports only common/ and machines/ facts: it is read before anything else runs.')];

/** The kit every feature uses (useFlow, useAppActor, links, the route table, titles): below the features and the app. */
const KIT = [
  ...SRC,
  ...srcAllowlist(
    'kit',
    ['components', 'i18n', 'format', 'config'],
    'src/kit/ is below the features and the composition root: it may import src/components, src/i18n, src/format and src/config, never a feature, the ' +
      'app or a service.',
  ),
];

/**
 * The design system builds on nothing feature-specific: it may import src/format, src/i18n and src/styles (its tokens and
 * their contrast check), no feature, app, kit or
 * service, and no machine. It may name machine types (a Message to render, a LandCard's shape) and read the section 9
 * numbers of machines/constants (page sizes).
 */
const COMPONENTS_MESSAGE =
  'src/components/ is the design system: it may import src/format, src/i18n and src/styles only (no feature, app, kit or service); pass data in props.';
const COMPONENTS = [
  ...SRC,
  ...srcAllowlist('components', ['format', 'i18n', 'styles'], COMPONENTS_MESSAGE),
  {
    regex: '^(@machines/|(\\.\\./)+machines/)(?!constants$)',
    allowTypeImports: true,
    message: 'src/components/ may not import a machine, selector or actor (types and machines/constants only).',
  },
];

/** Files allowed one boundary crossing until it moves (the folder's patterns minus the crossing), with the reason. */
const FILE_ALLOWANCES = [];

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
      message:
        `src/features/${feature} may not import another ` +
        `feature's services: shared plumbing goes to src/services (allowances: SERVICE_ALLOWANCES in eslint.boundaries.js).`,
    });
  return out;
}

/** The same boundaries for import(): no-restricted-imports does not see it, so a syntax rule matches its source. */
const dynamicImports = (patterns) =>
  patterns.map(({ regex, message }) => ({
    selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\/')}/]`,
    message: `${message} (also import())`,
  }));

/** Native elements the design system wraps: outside src/components they are written with its components (issue 26). */
const NATIVE_ELEMENTS = [
  ...['select', 'table', 'button', 'dialog'].map((name) => ({
    selector: `JSXOpeningElement[name.name='${name}']`,
    message: `Use the design system's component (src/components) instead of a raw <${name}>.`,
  })),
  // A hand-made tab list or modal (a native element given the role) skips the keyboard and focus handling of Tabs and Dialog;
  // a component's own role prop (<Dialog role="alertdialog">) is not a native element, so it stays allowed.
  {
    selector: "JSXOpeningElement[name.name=/^[a-z]/] > JSXAttribute[name.name='role'][value.value=/^(tablist|tab|tabpanel|dialog|alertdialog)$/]",
    message: 'Use the design system\'s Tabs or Dialog (src/components) instead of a hand-made role="tablist", "tab", "tabpanel", "dialog" or "alertdialog".',
  },
];

/** A folder's boundaries for both import forms: static imports and import() (always a value import, so type allowances do not apply),
 * plus the native elements rule (this one no-restricted-syntax entry holds both: a later config entry replaces, not merges, its options). */
const rule = (patterns, syntax = NATIVE_ELEMENTS) => ({
  [RULE]: ['error', { patterns }],
  'no-restricted-syntax': ['error', ...dynamicImports(patterns), ...syntax],
});

const FEATURE_APP = { regex: up(['app']), message: 'A feature may not import src/app (the composition root imports features, one way): use the kit, @kit/*.' };

function featureConfig(feature) {
  return { files: [`src/features/${feature}/**`], rules: rule([...SRC, FEATURE_APP, ...featurePatterns(feature)]) };
}

/** Flat-config entries: later entries replace the rule's options for the files they match, so each is complete. */
export const boundaries = [
  { files: ['machines/**/*.{ts,tsx}'], rules: rule(MACHINES) },
  { files: ['common/**/*.ts'], rules: rule(common('')) },
  { files: ['common/**/*.test.ts'], rules: rule(common('|vitest')) },
  { files: ['server/**/*.ts'], rules: rule(SERVER) },
  { files: ['src/**/*.{ts,tsx}'], rules: rule(SRC) },
  { files: ['src/services/**/*.{ts,tsx}'], rules: rule(SERVICES) },
  { files: ['src/config/**/*.{ts,tsx}'], rules: rule(CONFIG) },
  { files: ['src/kit/**/*.{ts,tsx}'], rules: rule(KIT) },
  { files: ['src/components/**/*.{ts,tsx}'], rules: rule(COMPONENTS, []) },
  ...FEATURES.map(featureConfig),
  ...FILE_ALLOWANCES.map(({ files, patterns }) => ({
    files,
    rules: rule(patterns, files.every((f) => f.startsWith('src/components/')) ? [] : NATIVE_ELEMENTS),
  })),
];

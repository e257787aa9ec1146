// Hardhat 2 config for the local chains: scripts/chains starts one `hardhat node` per chain and sets its chain id
// and genesis date through the environment. Contracts are compiled by contracts/compile.ts, not by Hardhat.
const dataDir = process.env.LOCAL_CHAIN_DATA_DIR || '.data';

/** @type {import('hardhat/config').HardhatUserConfig} */
module.exports = {
  networks: {
    hardhat: {
      chainId: Number(process.env.LOCAL_CHAIN_ID || 31337),
      // An early genesis lets the seeder deposit into campaigns that have already started or ended by "now".
      initialDate: process.env.LOCAL_CHAIN_INITIAL_DATE || undefined,
      hardfork: 'cancun',
      loggingEnabled: false,
    },
  },
  paths: {
    sources: `${dataDir}/hardhat/no-sources`,
    cache: `${dataDir}/hardhat/cache`,
    artifacts: `${dataDir}/hardhat/artifacts`,
  },
};

// Wallet tab texts: supported wallets, networks, approvals and safety (guide/wallet/{wIdx}).
import { msg } from '@lingui/core/macro';
import { type GuideSubPage, steps, text } from './types';

export const WALLET_GUIDE: GuideSubPage[] = [
  {
    title: msg`Supported wallets`,
    blocks: [
      text(msg`You can connect MetaMask, Coinbase Wallet, WalletConnect, Fortmatic, Bitski or Clover.`),
      steps(
        msg`Install the wallet's browser extension or app and create an account in it.`,
        msg`Press Login, then Connect wallet, and choose your wallet.`,
        msg`Sign the message your wallet shows: it proves the address is yours and costs nothing.`,
      ),
    ],
  },
  {
    title: msg`Networks`,
    blocks: [
      text(
        msg`MetaWorld runs on Ethereum, BSC and Polygon. Each city's LAND lives on one network: Gangnam, New York and Berlin on BSC, London, Tokyo and São Paulo on Polygon.`,
      ),
      text(
        msg`Switch the network with the network selector in the top bar. Fortmatic supports only Ethereum, Bitski cannot use BSC, and with WalletConnect you change the network in your wallet app.`,
      ),
    ],
  },
  {
    title: msg`Approvals and safety`,
    blocks: [
      text(msg`Before the market or staking can move a token for you, your wallet asks you to approve it. Approve only what a step needs.`),
      text(msg`The approvals page lists every approval you gave our contracts, with a Revoke button for each.`),
      text(msg`We never ask for your seed phrase or private key.`),
    ],
  },
];

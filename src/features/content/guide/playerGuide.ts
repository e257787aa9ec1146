// Guide tab texts: getting started, signing in, staking LAND and trading on the market (guide/guide/{wIdx}).
import { msg } from '@lingui/core/macro';
import { type GuideSubPage, steps, text } from './types';

export const PLAYER_GUIDE: GuideSubPage[] = [
  {
    title: msg`Getting started`,
    blocks: [
      text(
        msg`MetaWorld is a virtual world of cities made of LAND parcels. You can visit it with the game client, own LAND as NFTs, stake it for reward boxes and trade items on the marketplace.`,
      ),
      steps(
        msg`Create an account with Sign up, or sign in with a wallet, Google or Facebook.`,
        msg`Download the game client for Windows or Mac from the Download tab.`,
        msg`Press Start now in the top bar to open the client with your account.`,
      ),
      text(msg`You can browse the marketplace, the news and these guides without an account.`),
    ],
  },
  {
    title: msg`Signing in`,
    blocks: [
      text(
        msg`Sign in with your ID and password, with a wallet (MetaMask, Coinbase Wallet, WalletConnect, Fortmatic, Bitski or Clover), or with a Google or Facebook account.`,
      ),
      text(msg`A wallet you sign in with must be the one registered to your account. You can register more wallets in My page.`),
      text(msg`If you forget your ID or password, use Find ID or Find password on the login popup: a code is sent to your phone.`),
    ],
  },
  {
    title: msg`Staking LAND`,
    blocks: [
      text(msg`Campaigns run for 30, 90 or 180 days. Stake your LAND before a campaign starts: it stays locked until the campaign ends.`),
      steps(
        msg`Sign in and connect the wallet that holds your LAND, on the network of the LAND's city.`,
        msg`On Home, choose a pool and open the staking popup.`,
        msg`Tick the box that you understand the rules: your wallet asks once to approve the staking contract.`,
        msg`Choose your LAND (and a quantity for ERC-1155 LAND) and press Stake.`,
      ),
      text(msg`When the campaign has ended, claim your reward boxes in My reward. Normal LAND earns 10 boxes, premium LAND 15.`),
    ],
  },
  {
    title: msg`Trading on the market`,
    blocks: [
      text(msg`The marketplace lists items and LAND on Ethereum, BSC and Polygon as ERC-721 and ERC-1155 tokens.`),
      steps(
        msg`To buy, open an item, choose a quantity and confirm: your wallet approves the payment token, then the trade.`,
        msg`To sell, open an item you own in My page, set a price above zero and list it.`,
        msg`To change a price, unlist the item first, then list it again.`,
      ),
      text(msg`Your wallet must be on the item's network and must be your registered wallet.`),
    ],
  },
];

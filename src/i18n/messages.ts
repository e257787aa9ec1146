// Catalog entries for the message ids machines hand to views (machines hold ids, never text).
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/**
 * Every id a machine may emit, with its English source. Spec section 8 texts are copied exactly,
 * typos included, because they are the contract.
 */
export const MACHINE_MESSAGES: Record<string, MessageDescriptor> = {
  'error.unsupportedNetwork': msg({ id: 'error.unsupportedNetwork', message: 'This network is not supported. Please switch to Ethereum, BSC or Polygon.' }),
  'error.changeNetworkInWallet': msg({ id: 'error.changeNetworkInWallet', message: 'Please change network on extension or mobile app, thank you' }),
  'wallet.userRejected': msg({ id: 'wallet.userRejected', message: 'User rejected the transaction' }),
  'wallet.userDeclined': msg({ id: 'wallet.userDeclined', message: 'The user has declined this request' }),
  'wallet.userCancelled': msg({ id: 'wallet.userCancelled', message: 'The user cancelled this transaction' }),
  'wallet.notEnoughNative': msg({ id: 'wallet.notEnoughNative', message: "You don't have enough native coins to make this transaction." }),
  'wallet.unknownChain': msg({ id: 'wallet.unknownChain', message: 'Please add this network to your wallet first.' }),
  'wallet.requestPending': msg({ id: 'wallet.requestPending', message: 'A request is already waiting in your wallet. Please open your wallet to answer it.' }),
  'wallet.failed': msg({ id: 'wallet.failed', message: 'The wallet could not complete the request.' }),
  'login.title': msg({ id: 'login.title', message: 'Login' }),
  'login.intro': msg({ id: 'login.intro', message: 'Sign in with a wallet, your ID and password, or a Google or Facebook account.' }),
  'game.title': msg({ id: 'game.title', message: 'Start now' }),
  'game.intro': msg({ id: 'game.intro', message: 'The game client opens from here once it is installed on this computer.' }),
  'captcha.wrongAnswer': msg({ id: 'captcha.wrongAnswer', message: 'The characters do not match. Try this new image.' }),
  'captcha.loadFailed': msg({ id: 'captcha.loadFailed', message: 'The captcha could not be loaded.' }),
  'captcha.verifyFailed': msg({ id: 'captcha.verifyFailed', message: 'The answer could not be checked. Please try again.' }),
  'staking.wrongAccount': msg({ id: 'staking.wrongAccount', message: "Your wallet in not on account item registered. Change your account." }),
  'staking.wrongNetwork': msg({ id: 'staking.wrongNetwork', message: "Your wallet in not on network item registered. Change your network." }),
  'staking.areaNetwork': msg({ id: 'staking.areaNetwork', message: "This area is not on your selected network." }),
  'staking.stakeOngoing': msg({ id: 'staking.stakeOngoing', message: "You can't stake your LANDs because the campaign is ongoing." }),
  'staking.unlockOngoing': msg({ id: 'staking.unlockOngoing', message: "You can't unlock your LANDs because the campaign is ongoing." }),
  'staking.claimOngoing': msg({ id: 'staking.claimOngoing', message: "You can't claim rewards because the campaign is ongoing. Please wait until the campaign ends." }),
  'staking.noStakeableCampaign': msg({ id: 'staking.noStakeableCampaign', message: "There is no upcoming campaign in this pool to stake in." }),
  'staking.connectWallet': msg({ id: 'staking.connectWallet', message: "Please connect your wallet before taking part in the campaign." }),
  'staking.stakedSuccess': msg({ id: 'staking.stakedSuccess', message: "Your LANDs were staked successfully. They cannot be unlocked during the staking period." }),
  'staking.stakedSuccessTitle': msg({ id: 'staking.stakedSuccessTitle', message: "Staked" }),
  'staking.rewardsTransferred': msg({ id: 'staking.rewardsTransferred', message: "Your rewards were transferred to your wallet. Check them in My NFTs." }),
  'staking.unlocked': msg({ id: 'staking.unlocked', message: "Your LANDs were unlocked and returned to your wallet." }),
  'staking.unlockDisabled': msg({ id: 'staking.unlockDisabled', message: "Unlocking is not available now." }),
  'staking.unlockConfirmTitle': msg({ id: 'staking.unlockConfirmTitle', message: "Unlock" }),
  'staking.unlockConfirm': msg({ id: 'staking.unlockConfirm', message: "Unlock this LAND and return it to your wallet?" }),
  'staking.switchConfirmTitle': msg({ id: 'staking.switchConfirmTitle', message: "Change selection" }),
  'staking.switchConfirm': msg({ id: 'staking.switchConfirm', message: "Your selected LANDs will be cleared. Continue?" }),
  'staking.txReverted': msg({ id: 'staking.txReverted', message: "The transaction failed on the network." }),
  'staking.txFailed': msg({ id: 'staking.txFailed', message: "Transaction error: the transaction did not succeed." }),
  'staking.txConfirmed': msg({ id: 'staking.txConfirmed', message: "The transaction is confirmed." }),
  'staking.loadFailed': msg({ id: 'staking.loadFailed', message: "The staking data could not be loaded. Please try again." }),
  'staking.claimFailed': msg({ id: 'staking.claimFailed', message: "Claiming rewards failed." }),
};

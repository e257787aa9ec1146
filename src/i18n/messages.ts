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
};

// The callback page's hand-over: only the response parameters go to the opener (own origin) and the channel.
import { describe, expect, it } from 'vitest';
import { type CallbackWindow, type ChannelLike, handOverCallback, OIDC_CALLBACK_TYPE } from './oidcCallback';

const ORIGIN = 'http://127.0.0.1:4173';

describe('the callback page hand-over', () => {
  function callbackWindow(search: string, opener: CallbackWindow['opener']) {
    const calls: string[] = [];
    const win: CallbackWindow = {
      location: { search, origin: ORIGIN, pathname: '/oauth/callback' },
      history: { replaceState: (_s, _t, url) => void calls.push(`replace:${String(url)}`) },
      opener,
      close: () => void calls.push('close'),
    };
    return { win, calls };
  }

  it('forwards only the response parameters to the opener (own origin) and the channel, clears the address bar and closes', () => {
    const sent: unknown[] = [];
    const posted: Array<[unknown, string]> = [];
    const { win, calls } = callbackWindow('?code=c1&state=s1&iss=http%3A%2F%2F127.0.0.1%3A8788&session_state=zzz&id_token=never', {
      postMessage: (m, origin) => void posted.push([m, origin]),
    });
    const channel: ChannelLike = { onmessage: null, postMessage: (m) => void sent.push(m), close: () => void calls.push('channel-closed') };
    expect(handOverCallback(win, () => channel)).toBe(true);
    const expected = { type: OIDC_CALLBACK_TYPE, params: 'code=c1&state=s1&iss=http%3A%2F%2F127.0.0.1%3A8788' };
    expect(posted).toEqual([[expected, ORIGIN]]);
    expect(sent).toEqual([expected]);
    expect(calls).toEqual(['replace:/oauth/callback', 'channel-closed', 'close']);
  });

  it('passes an error on and says when no opener was there', () => {
    const { win } = callbackWindow('?error=access_denied&state=s1', null);
    const sent: unknown[] = [];
    expect(handOverCallback(win, () => ({ onmessage: null, postMessage: (m) => void sent.push(m), close: () => undefined }))).toBe(false);
    expect(sent).toEqual([{ type: OIDC_CALLBACK_TYPE, params: 'state=s1&error=access_denied' }]);
  });
});

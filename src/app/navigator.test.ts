// The one navigate port's implementation: each request moves the router the way a flow asked (a page in the current
// language); before the router hands over its move, the browser navigates itself.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { RouterMove } from '@machines/shared/navigate';
import { navigatorLogic, navigateWith, type BrowserPort } from './navigator';

function fakes(pathname: string) {
  const moves: unknown[] = [];
  const pageMoves: unknown[] = [];
  const move: RouterMove = (to, options) => void moves.push(options ? [to, options] : to);
  const page: BrowserPort = {
    pathname: () => pathname,
    assign: (path) => void pageMoves.push(path),
    back: () => void pageMoves.push('back'),
    reload: () => void pageMoves.push('reload'),
  };
  return { move, page, moves, pageMoves };
}

describe('navigateWith', () => {
  it('goes to a path, to a page of the current language, back, or reloads', () => {
    const { move, page, moves, pageMoves } = fakes('/ko/market/bsc');
    navigateWith(move, { kind: 'go', path: '/en/create-proposal/land' }, page);
    navigateWith(move, { kind: 'go', path: '/ko/home', replace: true }, page);
    navigateWith(move, { kind: 'page', page: 'guide/download' }, page);
    navigateWith(move, { kind: 'back' }, page);
    navigateWith(move, { kind: 'reload' }, page);
    expect(moves).toEqual(['/en/create-proposal/land', ['/ko/home', { replace: true }], '/ko/guide/download', -1]);
    expect(pageMoves).toEqual(['reload']);
  });

  it('takes English where the path names no language', () => {
    const { move, page, moves } = fakes('/');
    navigateWith(move, { kind: 'page', page: 'home' }, page);
    expect(moves).toEqual(['/en/home']);
  });
});

describe('navigatorLogic', () => {
  it('moves the router it was handed, and the browser itself before and after the router is mounted', () => {
    const { move, page, moves, pageMoves } = fakes('/en/dao');
    const navigator = createActor(navigatorLogic(page)).start();
    navigator.send({ type: 'NAVIGATE', request: { kind: 'page', page: 'home' } });
    navigator.send({ type: 'NAVIGATOR.ROUTER', move });
    navigator.send({ type: 'NAVIGATE', request: { kind: 'page', page: 'home' } });
    navigator.send({ type: 'NAVIGATE', request: { kind: 'back' } });
    navigator.send({ type: 'NAVIGATOR.ROUTER', move: null });
    navigator.send({ type: 'NAVIGATE', request: { kind: 'back' } });
    expect(moves).toEqual(['/en/home', -1]);
    expect(pageMoves).toEqual(['/en/home', 'back']);
  });
});

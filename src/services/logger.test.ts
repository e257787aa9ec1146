// Logging is on in DEV and silent in PROD.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureLogging, log } from './logger';

afterEach(() => vi.restoreAllMocks());

describe('log', () => {
  it('writes in DEV', () => {
    const spy = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    configureLogging('DEV');
    log.info('hello', 1);
    expect(spy).toHaveBeenCalledWith('hello', 1);
  });
  it('writes nothing in PROD, errors included', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    configureLogging('PROD');
    log.info('secret');
    log.error('boom');
    expect(info).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });
});

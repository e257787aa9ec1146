// The logout extension's fallback: a back end without `logout` (404/501) ends no server session, so logout goes on
// quietly (the browser forgets the user, spec 4); any other failure still rejects, so the session machine retries it.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiCallError } from '../../../services/api/errors';

const client = { logout: vi.fn() };
vi.mock('./api', () => ({ api: () => Promise.resolve(client) }));

const { logoutOnServer } = await import('./login');

beforeEach(() => {
  vi.clearAllMocks();
});

describe('logoutOnServer', () => {
  it('ends the server session when the back end offers logout', async () => {
    client.logout.mockResolvedValue({ data: 'success' });
    await expect(logoutOnServer()).resolves.toBeUndefined();
    expect(client.logout).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['the reference API in the spec profile', new ApiCallError(404, 'error-msg-no-endpoint', 'No such endpoint')],
    ['a foreign 404 page', new ApiCallError(404, 'error-msg-server', 'HTTP 404')],
    ['501 Not Implemented', new ApiCallError(501, 'error-msg-server', 'HTTP 501')],
  ])('is done after one call on %s: there is no server session to end', async (_, error) => {
    client.logout.mockRejectedValue(error);
    await expect(logoutOnServer()).resolves.toBeUndefined();
    expect(client.logout).toHaveBeenCalledTimes(1);
  });

  it('still rejects when the server fails or is unreachable, so the logout is retried and then reported', async () => {
    client.logout.mockRejectedValue(new ApiCallError(500, 'error-msg-server', 'down'));
    await expect(logoutOnServer()).rejects.toThrow('down');
    client.logout.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(logoutOnServer()).rejects.toThrow('Failed to fetch');
  });
});

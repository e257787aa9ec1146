// The start-up data for services: waits until published, then answers; a wrapped client's webConfig() reads it instead of the network.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StartupData } from '@common/api/startup';
import { publishStartupData, resetStartupData, startupData, webConfigEntries, withStartupConfig } from './startupData';

afterEach(resetStartupData);

const data: StartupData = { config: [{ name: 'contract_addr_ETH', value: '{}' }], items: [], language: [] };

describe('startup data', () => {
  it('waits for the start-up load, then every reader gets the same data; a second publish changes nothing', async () => {
    let read: StartupData | null = null;
    void startupData().then((d) => (read = d));
    await Promise.resolve();
    expect(read).toBeNull();
    publishStartupData(data);
    publishStartupData({ ...data, config: [] });
    expect(await startupData()).toBe(data);
    expect(read).toBe(data);
    expect(await webConfigEntries()).toEqual(data.config);
  });

  it('a wrapped client answers webConfig() from the start-up data and keeps its other calls', async () => {
    class Client {
      private readonly base = 'http://api';
      webConfig = vi.fn(async () => [{ name: 'from-network', value: '' }]);
      url = (path: string) => this.base + path;
    }
    const client = new Client();
    const wrapped = withStartupConfig(client);
    publishStartupData(data);
    expect(await wrapped.webConfig()).toEqual(data.config);
    expect(client.webConfig).not.toHaveBeenCalled();
    expect(wrapped.url('/x')).toBe('http://api/x');
  });
});

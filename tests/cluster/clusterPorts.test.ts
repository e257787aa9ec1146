// `npm run cluster`'s ports (scripts/clusterPorts.ts): with --free-ports none is a port the browser tests or npm start
// own, so a bench run of the cluster goes beside them; without it, the ones the front end's default config names.
import { describe, expect, it } from 'vitest';
import { clusterPorts } from '../../scripts/clusterPorts';

/** What the e2e world (tests/e2e/global-setup.ts, playwright.config.ts) and npm start listen on. */
const E2E_PORTS = [8787, 8788, 4173, 8545, 8546, 8547];

describe('npm run cluster ports', () => {
  it('--free-ports: every listening port is free-picked and distinct, the chains pick their own, no front end', async () => {
    const p = await clusterPorts({}, true);
    const listening = [p.balancer, ...p.apis, ...p.oidc];
    expect(new Set(listening).size).toBe(listening.length);
    for (const port of listening) {
      expect(E2E_PORTS).not.toContain(port);
      expect(port).toBeGreaterThan(1024);
    }
    expect(p.chains).toEqual({ eth: 0, bsc: 0, pol: 0 });
    expect(p.web).toBeUndefined();
  });

  it('for a person at the keyboard: the front end default config ports (OpenID stand-in 8788, chains 8545-8547, Vite 5173)', async () => {
    expect(await clusterPorts({}, false)).toEqual({
      balancer: 8780,
      apis: [8791, 8792],
      oidc: [8788, 8793],
      chains: { eth: 8545, bsc: 8546, pol: 8547 },
      web: 5173,
    });
  });

  it('a port set in the environment wins in both modes', async () => {
    const env = { CLUSTER_PORT: '9780', CLUSTER_OIDC_PORT_1: '9788', CLUSTER_CHAIN_PORTS: '9545,0,9547', CLUSTER_WEB_PORT: '9173' };
    const p = await clusterPorts(env, true);
    expect(p).toMatchObject({ balancer: 9780, chains: { eth: 9545, bsc: 0, pol: 9547 }, web: 9173 });
    expect(p.oidc[0]).toBe(9788);
    expect(await clusterPorts(env, false)).toMatchObject({ balancer: 9780, oidc: [9788, 8793], apis: [8791, 8792] });
  });
});

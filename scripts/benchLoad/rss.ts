// bench:load --soak's memory reading: resident memory (VmRSS) of the API processes, found in the cluster's file or BENCH_PIDS.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Written by `npm run cluster`: the balancer, each instance's URL and process id, and the chains' deployments. */
export const clusterFile = () => process.env.CLUSTER_FILE ?? join(import.meta.dirname, '..', '..', '.data', 'cluster.json');

export interface ClusterFile {
  balancer: string;
  apis: { name: string; url: string; pid: number }[];
  deploymentsPath?: string;
}

/** The running cluster that `url` (its balancer or one instance) belongs to, if any. */
export function clusterOf(url: string): ClusterFile | undefined {
  if (!existsSync(clusterFile())) return undefined;
  const c = JSON.parse(readFileSync(clusterFile(), 'utf8')) as ClusterFile;
  const same = (a: string) => new URL(a).port === new URL(url).port;
  return same(c.balancer) || c.apis.some((a) => same(a.url)) ? c : undefined;
}

/** The API processes behind `url`: both instances for the balancer, the one for an instance's URL; BENCH_PIDS wins. */
export function apiPids(url: string): number[] {
  if (process.env.BENCH_PIDS) return process.env.BENCH_PIDS.split(',').map(Number);
  const c = clusterOf(url);
  if (!c) return [];
  const same = (a: string) => new URL(a).port === new URL(url).port;
  return same(c.balancer) ? c.apis.map((a) => a.pid) : c.apis.filter((a) => same(a.url)).map((a) => a.pid);
}

/** Resident memory in MB of each process (NaN for one that is gone). */
export function rssMb(pids: number[]): number[] {
  return pids.map((pid) => {
    try {
      const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
      return kb ? Number(kb) / 1024 : NaN;
    } catch {
      return NaN;
    }
  });
}

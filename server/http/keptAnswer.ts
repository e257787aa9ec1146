// A JSON answer serialised and gzipped once and sent many times (kept answers: GetLandData, the DAO proposal list):
// under load, JSON.stringify and gzip of the same data on every request were most of a cached read's work.
import { gzipSync } from 'node:zlib';

export interface KeptAnswer {
  body: string;
  gzipped: Buffer;
}

export function keptAnswer(data: unknown): KeptAnswer {
  const body = JSON.stringify(data);
  return { body, gzipped: gzipSync(body) };
}

/** gzip when the client takes it (browsers do), else the text. */
export function keptResponse(a: KeptAnswer, acceptEncoding: string | undefined): Response {
  const gzip = /\bgzip\b/.test(acceptEncoding ?? '');
  return new Response(gzip ? new Uint8Array(a.gzipped) : a.body, {
    status: 200,
    headers: { 'content-type': 'application/json', vary: 'Accept-Encoding', ...(gzip ? { 'content-encoding': 'gzip' } : {}) },
  });
}

// The picture hosts a body may use come from the start-up data's asset base, else the configured static base.
import { describe, expect, it } from 'vitest';
import { pictureHostsOf } from './pictureHosts';

describe('pictureHostsOf', () => {
  it('allows no other host while the start-up data loads', () => {
    expect(pictureHostsOf(null, 'http://127.0.0.1:8787/static')).toEqual([]);
  });
  it("allows the asset base's host the start-up data names", () => {
    expect(pictureHostsOf('https://cdn.example/assets', 'http://127.0.0.1:8787/static')).toEqual(['https://cdn.example']);
  });
  it("allows the configured static base's host when the data names none", () => {
    expect(pictureHostsOf(undefined, 'http://127.0.0.1:8787/static')).toEqual(['http://127.0.0.1:8787']);
  });
  it('allows nothing from a base that is not a web address', () => {
    expect(pictureHostsOf('ftp://files.example/x', 'http://127.0.0.1:8787/static')).toEqual([]);
  });
});

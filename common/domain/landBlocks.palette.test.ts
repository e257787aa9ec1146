// The map palette can be told apart: every layer colour from every other colour, and the block colours from each other,
// by CIE76 distance in Lab, for normal vision and as simulated for protanopia, deuteranopia and tritanopia.
import { describe, expect, it } from 'vitest';
import { BLOCK_CATEGORY_INFO, LAYER_COLOURS } from './landBlocks';

type Matrix = readonly [readonly number[], readonly number[], readonly number[]];
/** Machado, Oliveira and Fernandes (2009), severity 1.0, applied to linear RGB. */
const VISION: Record<string, Matrix> = {
  normal: [
    [1, 0, 0],
    [0, 1, 0],
    [0, 0, 1],
  ],
  protanopia: [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
  ],
  deuteranopia: [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.01182, 0.04294, 0.968881],
  ],
  tritanopia: [
    [1.255528, -0.076749, -0.178779],
    [-0.078411, 0.930809, 0.147602],
    [0.004733, 0.691367, 0.3039],
  ],
};

const linear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);

function labSeen(hex: string, m: Matrix): [number, number, number] {
  const rgb = [1, 3, 5].map((i) => linear(parseInt(hex.slice(i, i + 2), 16) / 255));
  const [r, g, b] = m.map((row) => Math.min(1, Math.max(0, row[0]! * rgb[0]! + row[1]! * rgb[1]! + row[2]! * rgb[2]!))) as [number, number, number];
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  const x = f((0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047);
  const y = f(0.2126 * r + 0.7152 * g + 0.0722 * b);
  const z = f((0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883);
  return [116 * y - 16, 500 * (x - y), 200 * (y - z)];
}

const distance = (a: string, b: string, m: Matrix) => Math.hypot(...labSeen(a, m).map((v, i) => v - labSeen(b, m)[i]!));

/** The closest pair of `pairs` as seen with `m`, e.g. "12.3 sold/landBlock.publicBuilding". */
function closest(pairs: [string, string, string, string][], m: Matrix): { d: number; names: string } {
  return pairs.map(([na, a, nb, b]) => ({ d: distance(a, b, m), names: `${na}/${nb}` })).reduce((x, y) => (y.d < x.d ? y : x), { d: Infinity, names: '' });
}

const layers = Object.entries(LAYER_COLOURS);
const blocks = BLOCK_CATEGORY_INFO.map((c) => [c.nameId, c.fill] as const);
const layerPairs: [string, string, string, string][] = [
  ...layers.flatMap(([na, a], i) => layers.slice(i + 1).map(([nb, b]): [string, string, string, string] => [na, a, nb, b])),
  ...layers.flatMap(([na, a]) => blocks.map(([nb, b]): [string, string, string, string] => [na, a, nb, b])),
];
const blockPairs: [string, string, string, string][] = blocks.flatMap(([na, a], i) =>
  blocks.slice(i + 1).map(([nb, b]): [string, string, string, string] => [na, a, nb, b]),
);

describe('the map palette', () => {
  for (const [vision, m] of Object.entries(VISION)) {
    it(`keeps layers at least 20 apart from every colour, and blocks 12 from each other (${vision})`, () => {
      const layer = closest(layerPairs, m);
      const block = closest(blockPairs, m);
      expect({ vision, layer: layer.d >= 20 ? 'apart' : `${layer.d.toFixed(1)} ${layer.names}` }).toEqual({ vision, layer: 'apart' });
      expect({ vision, block: block.d >= 12 ? 'apart' : `${block.d.toFixed(1)} ${block.names}` }).toEqual({ vision, block: 'apart' });
    });
  }

  it('tells apart the two colours a user found almost the same: Sold and Public Building', () => {
    const publicBuilding = BLOCK_CATEGORY_INFO.find((c) => c.nameId === 'landBlock.publicBuilding')!.fill;
    for (const m of Object.values(VISION)) expect(distance(LAYER_COLOURS.sold, publicBuilding, m)).toBeGreaterThan(20);
  });
});

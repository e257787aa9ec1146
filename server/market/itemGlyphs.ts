// One drawn glyph per item category (sub-category where the menu has one), in a 256 x 256 box centred on (128, 112):
// what the item is, at a glance, instead of letters.

const shape = (fill: string) => ({
  person: `<circle cx="128" cy="80" r="26" fill="${fill}"/><path d="M80 160c0-30 20-48 48-48s48 18 48 48z" fill="${fill}"/>`,
  cap: `<path d="M72 128c0-40 24-64 56-64s56 24 56 64z" fill="${fill}"/><rect x="60" y="124" width="136" height="14" rx="7" fill="${fill}"/>`,
  top: `<path d="M96 64l-36 24 14 26 16-8v66h76v-66l16 8 14-26-36-24c-6 12-18 18-32 18s-26-6-32-18z" fill="${fill}"/>`,
  bottom: `<path d="M92 64h72l8 108h-30l-14-76-14 76h-30z" fill="${fill}"/>`,
  glove: `<path d="M96 160v-64c0-8 12-8 12 0v-24c0-8 12-8 12 0v-8c0-8 12-8 12 0v8c0-8 12-8 12 0v40l12-12c6-6 16 2 10 10l-28 36v14z" fill="${fill}"/>`,
  shoes: `<path d="M84 72h32v48c16 8 44 12 56 28v16H76z" fill="${fill}"/>`,
  necklace: `<path d="M84 64c0 44 20 64 44 64s44-20 44-64" stroke="${fill}" stroke-width="8" fill="none"/><circle cx="128" cy="146" r="18" fill="${fill}"/>`,
  earring: `<circle cx="128" cy="64" r="10" fill="none" stroke="${fill}" stroke-width="6"/><path d="M128 78l22 44a22 22 0 1 1-44 0z" fill="${fill}"/>`,
  ring: `<circle cx="128" cy="124" r="40" fill="none" stroke="${fill}" stroke-width="14"/><path d="M112 70l16-20 16 20-16 14z" fill="${fill}"/>`,
  badge: `<path d="M128 52l20 42 46 6-34 32 8 46-40-22-40 22 8-46-34-32 46-6z" fill="${fill}"/>`,
  weapon:
    `<path d="M172 52l-8 36-60 60-16-16 60-60z" fill="${fill}"/><path d="M80 132l44 44-12 8-40-40z" fill="${fill}"/><rect x="66" y="160" ` +
    `width="16" height="24" rx="4" transform="rotate(-45 74 172)" fill="${fill}"/>`,
  clothes: `<path d="M128 60a12 12 0 1 1 12 12l-12 10 64 44v12H64v-12l64-44" stroke="${fill}" stroke-width="8" fill="none"/>`,
  ground:
    `<path d="M68 140v-24l20-28h80l20 28v24z" fill="${fill}"/><circle cx="96" cy="148" r="16" fill="${fill}"/><circle cx="160" cy="148" ` +
    `r="16" fill="${fill}"/>`,
  flying: `<path d="M52 128c40-8 60-40 76-72 16 32 36 64 76 72-32 8-52 20-76 40-24-20-44-32-76-40z" fill="${fill}"/>`,
  doll:
    `<circle cx="100" cy="70" r="14" fill="${fill}"/><circle cx="156" cy="70" r="14" fill="${fill}"/><circle cx="128" cy="102" r="36" ` +
    `fill="${fill}"/><rect x="100" y="132" width="56" height="40" rx="18" fill="${fill}"/>`,
  house: `<path d="M128 52l68 56h-16v64H76v-64H60z" fill="${fill}"/>`,
  box: `<path d="M128 52l64 30v70l-64 30-64-30V82z" fill="${fill}"/>`,
});

type Glyph = keyof ReturnType<typeof shape>;

const GLYPH_OF: Record<string, Glyph> = {
  characters: 'person',
  equipments: 'weapon',
  clothes: 'clothes',
  riding: 'ground',
  ondolls: 'doll',
  housings: 'house',
  etc: 'box',
  'riding.ground': 'ground',
  'riding.flying': 'flying',
};

/** A building's footprint ('2x1'): that many blocks, side by side. */
function footprint(sub: string, fill: string): string {
  const m = /^(\d)x(\d)$/.exec(sub);
  const [w, h] = m ? [Number(m[1]), Number(m[2])] : [1, 1];
  const cell = Math.floor(96 / Math.max(w, h));
  const left = 128 - (w * cell) / 2;
  const top = 112 - (h * cell) / 2;
  let out = '';
  for (let x = 0; x < w; x++)
    for (let y = 0; y < h; y++)
      out += `<rect x="${left + x * cell + 3}" y="${top + y * cell + 3}" width="${cell - 6}" height="${cell - 6}" rx="6" fill="${fill}"/>`;
  return out;
}

/** The glyph of a category path ('equipments.cap', 'buildings.2x2', 'etc'). */
export function categoryGlyph(category: string, fill: string): string {
  const [top = 'etc', sub = ''] = category.split('.');
  if (top === 'buildings') return footprint(sub, fill);
  const glyphs = shape(fill);
  if (top === 'equipments' && sub in glyphs) return glyphs[sub as Glyph];
  return glyphs[GLYPH_OF[category] ?? GLYPH_OF[top] ?? 'box'];
}

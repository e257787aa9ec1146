// Item pictures (/static/items/<id>.svg) and the NFT metadata the collections' uri points at (/nft/<chain>/<collection>/<id>).
import { Hono, type Context } from 'hono';
import { MESSAGE_KEYS } from '@common/api/envelope';
import { STATIC } from '@common/api/paths';
import { CHAIN_KEYS, type ChainKey } from '@common/domain/chains';
import { chainIdOfKey } from '../chain/deployedChains';
import { GRADE_LABEL, catalogItem, itemOfPiece, type CatalogItem } from '@common/domain/items';
import { LAND_MAPS } from '@common/domain/land';
import type { AppDeps } from '../context';
import { itemPictureSvg } from '../market/itemPicture';
import { itemPicture, landPicture } from '../market/itemCards';

/** Pictures and metadata never change for an id: cached a day. */
const CACHE = 'public, max-age=86400';
const missing = (c: Context, what: string) => c.json({ error: MESSAGE_KEYS.notFound, message: what }, 404, { 'access-control-allow-origin': '*' });

export function itemPictureRoutes() {
  const app = new Hono();
  app.get(STATIC.itemImage, (c) => {
    const m = /^(\d{1,9})\.svg$/.exec(c.req.param('file'));
    const item = m ? catalogItem(Number(m[1])) : undefined;
    if (!item) return missing(c, 'No such picture');
    // Drawn here from the catalog; still, nothing in it may run or load (CSP for direct visits).
    return c.body(itemPictureSvg(item), 200, {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': CACHE,
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
      'x-content-type-options': 'nosniff',
    });
  });
  return app;
}

/**
 * A token id as the uri gives it: decimal (ERC-721 base + id) or, for ERC-1155's {id}, 64 hex digits; '.json' optional.
 * undefined for anything else.
 */
function tokenIdOf(file: string): bigint | undefined {
  const m = /^(?:(\d{1,78})|([0-9a-fA-F]{64}))(?:\.json)?$/.exec(file);
  if (!m) return undefined;
  return m[1] ? BigInt(m[1]) : BigInt(`0x${m[2]}`);
}

const itemMetadata = (origin: string, item: CatalogItem, name: string) => ({
  name,
  description: `${item.name.en} (${item.name.ko}), a ${GRADE_LABEL[item.grade]} item of MetaWorld.`,
  image: origin + itemPicture(item.id),
  attributes: [
    { trait_type: 'grade', value: GRADE_LABEL[item.grade] },
    { trait_type: 'category', value: item.category },
    { trait_type: 'standard', value: `ERC-${item.standard}` },
  ],
});

export function nftMetadataRoutes(d: AppDeps) {
  const app = new Hono();
  app.get('/:chain/:collection/:file', async (c) => {
    const key = c.req.param('chain') as ChainKey;
    const id = tokenIdOf(c.req.param('file'));
    if (!CHAIN_KEYS.includes(key) || id === undefined || id > BigInt(Number.MAX_SAFE_INTEGER)) return missing(c, 'No such token');
    const origin = new URL(c.req.url).origin;
    const collection = c.req.param('collection');
    let body: object | undefined;
    if (collection === 'items1155') {
      const item = catalogItem(Number(id));
      if (item?.standard === 1155) body = itemMetadata(origin, item, item.name.en);
    } else if (collection === 'items721') {
      const item = catalogItem(itemOfPiece(Number(id)));
      if (item?.standard === 721) body = itemMetadata(origin, item, `${item.name.en} #${Number(id) % 1000}`);
    } else if (collection === 'land721' || collection === 'land1155') {
      const [land] = await d.db.query<{ city: string; land_type: string; x1: number; y1: number }>(
        'SELECT city, land_type, x1, y1 FROM lands WHERE chain_id = $1 AND standard = $2 AND token_id = $3',
        [chainIdOfKey(d, key), collection === 'land721' ? 721 : 1155, id.toString()],
      );
      const map = LAND_MAPS.find((m) => m.city === land?.city);
      if (land)
        body = {
          name: `${map?.dataName ?? land.city} LAND #${id}`,
          image: origin + landPicture(land.city),
          attributes: [
            { trait_type: 'city', value: land.city },
            { trait_type: 'size', value: land.land_type },
            { trait_type: 'block', value: `${land.x1},${land.y1}` },
          ],
        };
    }
    if (!body) return missing(c, 'No such token');
    // Wallets and NFT sites read metadata from anywhere.
    return c.json(body, 200, { 'cache-control': CACHE, 'access-control-allow-origin': '*' });
  });
  return app;
}

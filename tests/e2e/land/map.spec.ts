// The LAND map in the market's LAND view on the production build: Seoul from the local world's API, zoom with buttons,
// wheel and keys, pan by drag and arrow keys, the hover card of a parcel; and one fixed view compared with a screenshot
// (its own fixed city served in place of the API's, so trades of other specs and seed changes do not move its pixels).
import { expect, test, type Locator, type Page } from '@playwright/test';
import { encodeCityMap } from '@common/api/landMap';
import { syntheticCity } from '@common/localWorld/syntheticCity';
import { LAND_E2E } from '@common/localWorld/landE2e';
import { LAYER_COLOURS } from '@common/domain/landBlocks';

const STAKED = LAND_E2E.staked;
const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`;

test.use({ viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1 });

async function openMap(page: Page, search: string): Promise<Locator> {
  await page.goto(`/en/market/bsc?view=land&city=seoul${search}`);
  const map = page.getByRole('application', { name: 'Map of Gangnam' });
  await expect(map).toHaveAttribute('data-paint', 'done');
  return map;
}

/** A point of the map in page coordinates, relative to its centre. */
async function fromCentre(map: Locator, dx = 0, dy = 0): Promise<{ x: number; y: number }> {
  const box = (await map.boundingBox())!;
  return { x: box.x + box.width / 2 + dx, y: box.y + box.height / 2 + dy };
}

async function hover(page: Page, map: Locator, dx = 0, dy = 0): Promise<Locator> {
  const p = await fromCentre(map, dx, dy);
  await page.mouse.move(p.x, p.y);
  return page.getByTestId('land-map-hover-card');
}

test('Seoul: hover card of a parcel, pan by drag and arrow keys, zoom by wheel, buttons and keys', async ({ page }) => {
  // A parcel in the URL is selected and centred once the city is there.
  const map = await openMap(page, `&parcel=${STAKED.tokenId}`);
  // The staked layer colours the parcel; without it, the parcel shows as sold (it has an owner).
  const pixel = () =>
    map.evaluate((el: HTMLCanvasElement) => {
      const [r, g, b] = el.getContext('2d')!.getImageData(el.width / 2 + 4, el.height / 2 + 4, 1, 1).data;
      return `#${[r, g, b].map((v) => v!.toString(16).padStart(2, '0')).join('')}`;
    });
  await expect.poll(pixel).toBe(LAYER_COLOURS.staked);
  const stakedLayer = page.getByRole('list', { name: 'Layers' }).getByRole('button', { name: 'Staked' });
  await stakedLayer.click();
  await expect(stakedLayer).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(pixel).toBe(LAYER_COLOURS.sold);
  await stakedLayer.click();
  await expect.poll(pixel).toBe(LAYER_COLOURS.staked);

  const card = await hover(page, map, 1, 1);
  await expect(card).toContainText(`Gangnam LAND #${STAKED.tokenId}`);
  await expect(card).toContainText(`(${STAKED.x}, ${STAKED.y}) – (${STAKED.x + 1}, ${STAKED.y + 1})`);
  await expect(card).toContainText('2 x 2');
  await expect(card).toContainText('Staked');
  await expect(card).toContainText('Not listed');
  const { ACCOUNTS } = await import('@common/localWorld/accounts');
  await expect(card).toContainText(short(ACCOUNTS.find((a) => a.name === STAKED.owner)!.address.toLowerCase()));

  // Drag 9 blocks (12 px each) to the left (towards the city's middle, away from its edge): the parcel follows the pointer.
  const start = await fromCentre(map, 1, 1);
  await page.mouse.down();
  await page.mouse.move(start.x - 60, start.y, { steps: 3 });
  await page.mouse.move(start.x - 108, start.y, { steps: 3 });
  await page.mouse.up();
  await expect(await hover(page, map, 1, 1)).not.toContainText(`#${STAKED.tokenId}`);
  await expect(await hover(page, map, -107, 1)).toContainText(`Gangnam LAND #${STAKED.tokenId}`);

  // Arrow keys: three blocks a press; the card shows what is at the centre.
  await page.mouse.move(0, 0);
  await map.focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(card).not.toContainText(`#${STAKED.tokenId}`);
  await page.keyboard.press('ArrowLeft');
  await expect(card).toContainText(`Gangnam LAND #${STAKED.tokenId}`);
  await page.keyboard.press('ArrowDown');
  await expect(card).not.toContainText(`#${STAKED.tokenId}`);
  await page.keyboard.press('ArrowUp');
  await expect(card).toContainText(`Gangnam LAND #${STAKED.tokenId}`);

  // A click selects the parcel under it, Enter the one at the centre (the page puts the selection in the URL).
  const tokenListing = LAND_E2E.tokenListing;
  const stakedCentre = { x: STAKED.x + 1, y: STAKED.y + 1 };
  const click = await fromCentre(map, (tokenListing.x + 0.5 - stakedCentre.x) * 12, (tokenListing.y + 0.5 - stakedCentre.y) * 12);
  await page.mouse.click(click.x, click.y);
  await expect(page).toHaveURL(new RegExp(`parcel=${tokenListing.tokenId}`));
  // Away from the map, so the centre (not the parcel under the pointer) is Enter's.
  await page.mouse.move(0, 0);
  await map.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`parcel=${STAKED.tokenId}`));

  // The wheel zooms about the pointer: the parcel under it stays under it, up to the largest size.
  const zoomIn = page.getByRole('button', { name: 'Zoom in' });
  const zoomOut = page.getByRole('button', { name: 'Zoom out' });
  const over = await fromCentre(map, 1, 1);
  await page.mouse.move(over.x, over.y);
  for (let i = 0; i < 10; i++) await page.mouse.wheel(0, -100);
  await expect(zoomIn).toBeDisabled();
  await expect(await hover(page, map, 1, 1)).toContainText(`Gangnam LAND #${STAKED.tokenId}`);
  // The smallest size (8) after the buttons' steps.
  for (let i = 0; i < 8; i++) await zoomOut.click();
  await expect(zoomOut).toBeDisabled();
  await expect(zoomIn).toBeEnabled();
  // + and - on the focused map.
  await map.focus();
  for (let i = 0; i < 8; i++) await page.keyboard.press('+');
  await expect(zoomIn).toBeDisabled();
  await page.keyboard.press('-');
  await expect(zoomIn).toBeEnabled();
  await expect(map).toHaveAttribute('data-paint', 'done');
});

test('on a 375 px phone: the map fits, one finger pans, two fingers pinch', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const map = await openMap(page, `&parcel=${STAKED.tokenId}`);
  const box = (await map.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const zoomIn = page.getByRole('button', { name: 'Zoom in' });
  await expect(zoomIn).toBeEnabled();
  // Touch pointers as a phone sends them: a one-finger drag moves the selected parcel off the centre.
  const touches = async (moves: { id: number; from: [number, number]; to: [number, number] }[]) =>
    map.evaluate((el, moves) => {
      const r = el.getBoundingClientRect();
      const send = (type: string, id: number, [x, y]: [number, number]) =>
        el.dispatchEvent(
          new PointerEvent(type, {
            bubbles: true,
            pointerId: id,
            pointerType: 'touch',
            isPrimary: id === 1,
            clientX: r.left + x,
            clientY: r.top + y,
            buttons: 1,
          }),
        );
      for (const m of moves) send('pointerdown', m.id, m.from);
      for (let step = 1; step <= 10; step++)
        for (const m of moves) send('pointermove', m.id, [m.from[0] + ((m.to[0] - m.from[0]) * step) / 10, m.from[1] + ((m.to[1] - m.from[1]) * step) / 10]);
      for (const m of moves) send('pointerup', m.id, m.to);
    }, moves);
  const cx = box.width / 2;
  const cy = box.height / 2;
  await touches([{ id: 1, from: [cx, cy], to: [cx, cy + 60] }]);
  // Taps select what is under them: the centre now shows what was 5 blocks above the parcel, the parcel is 60 px lower.
  await touches([{ id: 1, from: [cx, cy], to: [cx, cy] }]);
  await expect(page).not.toHaveURL(new RegExp(`parcel=${STAKED.tokenId}`));
  await touches([{ id: 1, from: [cx, cy + 60], to: [cx, cy + 60] }]);
  await expect(page).toHaveURL(new RegExp(`parcel=${STAKED.tokenId}`));
  // Fingers moving apart to 2.5 times their distance: from 12 px blocks to the largest size.
  await touches([
    { id: 1, from: [cx - 40, cy], to: [cx - 100, cy] },
    { id: 2, from: [cx + 40, cy], to: [cx + 100, cy] },
  ]);
  await expect(zoomIn).toBeDisabled();
  await context.close();
});

test('one fixed view of the map looks as it did (a drawing change shows here)', async ({ page }) => {
  const city = syntheticCity(60, 60, 800, 40);
  const fixed = { ...city, city: 'seoul' as const, name: 'SeoulA', version: 'screenshot-1' };
  await page.route(/\/land_map\/seoul$/, (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ data: encodeCityMap(fixed) }) }),
  );
  const map = await openMap(page, '');
  // The layer toggles change the drawing: all of them on, as a visit starts.
  for (const layer of await page.getByRole('list', { name: 'Layers' }).getByRole('button').all()) await expect(layer).toHaveAttribute('aria-pressed', 'true');
  await page.mouse.move(0, 0);
  await expect(map).toHaveScreenshot('seoul-fixed-view.png', { animations: 'disabled', caret: 'hide' });
});

import { expect, test } from '../support/test';
import type { Locator, Page } from '@playwright/test';
import { appUrl, signInCustomer } from '../support/hosts';

test.use({ colorScheme: 'light' });

// Both bars are in the page and CSS shows one per width: the top bar's on a wide screen, the bottom bar's on a phone.
const cartLink = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Cart/ });

/** The badges' counts as the visible Cart link names them, e.g. "Cart, 3 food items, 1 grocery item". */
async function badges(page: Page) {
  const label = (await cartLink(page).getAttribute('aria-label')) ?? '';
  const count = (kind: string) => Number(new RegExp(`(\\d+) ${kind} item`).exec(label)?.[1] ?? 0);
  return { food: count('food'), grocery: count('grocery') };
}

/** Presses the first active Add of a list; resolves the product's name. */
async function addFirst(page: Page, within: Locator): Promise<string> {
  const add = within.getByRole('button', { name: /^Add .+ to cart$/ }).first();
  const name = ((await add.getAttribute('aria-label')) ?? '').replace(/^Add /, '').replace(/ to cart$/, '');
  await add.click();
  await expect(page.getByText('Product added to cart!').first()).toBeVisible();
  return name;
}

test.describe('carts', () => {
  test('the demo customer fills both carts from cards and a shop page, changes quantities in the cart, and the badges follow', async ({ page }) => {
    await signInCustomer(page);
    await expect(cartLink(page)).toBeVisible();
    const start = await badges(page);

    // A product from the home page's cards: the card turns into minus / 1 / plus, and a badge goes up by one.
    const featured = page.getByRole('region', { name: 'Featured Products' });
    await expect(featured.getByRole('article').first()).toBeVisible();
    const dish = await addFirst(page, featured);
    await expect(featured.getByRole('group', { name: `Quantity of ${dish}` }).first()).toContainText('1');
    await expect.poll(() => badges(page).then((b) => b.food + b.grocery)).toBe(start.food + start.grocery + 1);
    const afterFeatured = await badges(page);

    // A grocery product from a category page.
    await page.goto(appUrl('shop', `/products/groceries/${encodeURIComponent('Dairy & Eggs')}`));
    await expect(page.getByRole('heading', { level: 1, name: 'Dairy & Eggs' })).toBeVisible();
    await addFirst(page, page.locator('main'));
    await expect.poll(() => badges(page)).toEqual({ ...afterFeatured, grocery: afterFeatured.grocery + 1 });

    // A dish from a restaurant's menu: sections with a sticky bar and a Veg-only switch.
    await page.goto(appUrl('shop', '/products/restaurants'));
    await page.getByRole('list', { name: 'Restaurants' }).getByRole('link').filter({ hasText: 'OPEN until' }).first().click();
    await expect(page.getByRole('heading', { level: 2, name: 'Menu' })).toBeVisible();
    const sections = page.getByRole('navigation', { name: 'Sections' });
    await expect(sections.getByRole('button').first()).toBeVisible();
    const vegOnly = page.getByRole('switch', { name: 'Veg only' });
    await vegOnly.check();
    await expect(page.locator('main .diet-marker', { hasText: 'Non-veg' })).toHaveCount(0);
    await vegOnly.uncheck();
    const beforeShop = await badges(page);
    const menuDish = await addFirst(page, page.locator('main'));
    await expect.poll(() => badges(page)).toEqual({ ...beforeShop, food: beforeShop.food + 1 });

    // The cart page: plus and minus move the line and the badge; the mobile bar shows the same counts.
    await cartLink(page).click();
    await expect(page).toHaveURL(appUrl('shop', '/cart'));
    const line = page.getByRole('listitem', { name: menuDish });
    await expect(line).toBeVisible();
    await line.getByRole('button', { name: `Increase quantity of ${menuDish}` }).click();
    await expect(line.getByRole('group')).toContainText('2');
    await expect.poll(() => badges(page)).toEqual({ ...beforeShop, food: beforeShop.food + 2 });
    await line.getByRole('button', { name: `Decrease quantity of ${menuDish}` }).click();
    await expect(line.getByRole('group')).toContainText('1');
    await expect.poll(() => badges(page)).toEqual({ ...beforeShop, food: beforeShop.food + 1 });

    // Minus at 1 removes the line.
    await line.getByRole('button', { name: `Decrease quantity of ${menuDish}` }).click();
    await expect(page.getByText('Product removed from cart!').first()).toBeVisible();
    await expect(line).toHaveCount(0);
    await expect.poll(() => badges(page)).toEqual(beforeShop);

    // The counts survive a reload (they are the server's), and the phone's bottom bar shows them too.
    await page.reload();
    await expect.poll(() => badges(page)).toEqual(beforeShop);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.locator('.bottom-nav').getByRole('link', { name: /^Cart/ })).toBeVisible();
    expect(await badges(page)).toEqual(beforeShop);
  });
});

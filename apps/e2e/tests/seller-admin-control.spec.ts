import { expect, test } from '../support/test';
import { E2E_PORT } from '../support/env';
import { DEMO, apiUrl, appUrl } from '../support/hosts';
import { callFromPage, logInSeller } from '../support/orders';
import { logInAdmin } from '../support/screens';

test.use({ colorScheme: 'light', viewport: { width: 390, height: 844 } });

type SellerProduct = { _id: string; name: string; archived: boolean };

test.describe('sellers and admins in control', () => {
  test('a seller archives a product: it leaves search and sits under Archived; Restore brings it back', async ({ page, request }) => {
    await logInSeller(page);
    const { products } = (await callFromPage<{ products: SellerProduct[] }>(page, 'GET', '/shop/get-products')).body;
    const product = products.filter((p) => !p.archived).at(-1)!;
    const found = async () => {
      const res = await request.get(apiUrl(`/common/search/${encodeURIComponent(product.name)}?page=1`));
      return ((await res.json()) as { _id: string }[]).some((p) => p._id === product._id);
    };
    expect(await found()).toBe(true);

    await page.goto(appUrl('seller', '/seller/my-products'));
    const listed = page.getByRole('list', { name: 'Products', exact: true });
    await listed.getByRole('article', { name: product.name }).getByRole('button', { name: 'Archive' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Customers will no longer find it');
    await dialog.getByRole('button', { name: 'Archive' }).click();
    await expect(page.getByText(`${product.name} is archived.`)).toBeVisible();

    const archived = page.getByRole('list', { name: 'Archived products' });
    const row = archived.getByRole('article', { name: product.name });
    await expect(row).toBeVisible();
    await expect(row.getByText('Archived', { exact: true })).toBeVisible();
    await expect(listed.getByRole('article', { name: product.name })).toHaveCount(0);
    expect(await found()).toBe(false);

    // Reloaded, the server says the same.
    await page.reload();
    await expect(page.getByRole('list', { name: 'Archived products' }).getByRole('article', { name: product.name })).toBeVisible();

    await page.getByRole('list', { name: 'Archived products' }).getByRole('article', { name: product.name }).getByRole('button', { name: 'Restore' }).click();
    await expect(page.getByText(`${product.name} is back in your shop, in stock.`)).toBeVisible();
    await expect(listed.getByRole('article', { name: product.name }).getByText('In stock')).toBeVisible();
    expect(await found()).toBe(true);
  });

  test("the seller's profile shows the shop's QR code, opening the shop in the customer app, and downloads it as PNG and SVG", async ({ page }) => {
    await logInSeller(page);
    const profile = await callFromPage<{ seller: { shop: { _id: string; name: string } } }>(page, 'GET', '/shop/seller-profile');
    const shopUrl = `http://shop.localhost:${E2E_PORT}/shop/${profile.body.seller.shop._id}`;

    await page.goto(appUrl('seller', '/seller/profile'));
    const card = page.getByRole('region', { name: 'Shop QR code' });
    const image = card.getByRole('img', { name: new RegExp(`QR code opening .+ at ${shopUrl.replace(/[.]/g, '\\.')}`) });
    await expect(image).toBeVisible();
    // The picture is drawn: an SVG data address the browser decoded to its full size.
    expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(card.getByRole('link', { name: shopUrl })).toHaveAttribute('href', shopUrl);

    for (const [label, extension, opening] of [
      ['Download PNG', 'png', [0x89, 0x50, 0x4e, 0x47]],
      ['Download SVG', 'svg', [...Buffer.from('<svg')]],
    ] as const) {
      const downloading = page.waitForEvent('download');
      await card.getByRole('link', { name: label }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(new RegExp(`-qr\\.${extension}$`));
      const stream = await download.createReadStream();
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      expect([...Buffer.concat(chunks).subarray(0, opening.length)]).toEqual([...opening]);
    }

    // The address it encodes opens the shop's page.
    await page.goto(shopUrl);
    await expect(page.getByRole('heading', { level: 1, name: profile.body.seller.shop.name })).toBeVisible();
  });

  test('an admin finds a customer in the users list by name and by phone, sorts it, and opens the user lookup', async ({ page }) => {
    await page.goto(appUrl('admin', '/admin/login'));
    await logInAdmin(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Users' }).first().click();
    await expect(page).toHaveURL(appUrl('admin', '/admin/users'));
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Users' });
    await expect(table.getByRole('row')).not.toHaveCount(0);

    await page.getByLabel('Search users').fill(DEMO.customer.phone.slice(2));
    await expect(page).toHaveURL(/search=/);
    const link = table.getByRole('link', { name: DEMO.customer.name });
    await expect(link).toBeVisible();

    await page.getByLabel('Sort by').selectOption('Most spent');
    await expect(page).toHaveURL(/sort=spend/);
    await expect(link).toBeVisible();

    await page.getByLabel('Search users').fill('zzzz-no-such-user');
    await expect(page.getByText('No users found')).toBeVisible();

    await page.getByLabel('Search users').fill(DEMO.customer.name.split(' ')[0]!.toLowerCase());
    await table.getByRole('link', { name: DEMO.customer.name }).first().click();
    await expect(page).toHaveURL(appUrl('admin', `/admin/userDetails?id=${DEMO.customer.phone}`));
    await expect(page.getByText(DEMO.customer.phone).first()).toBeVisible();
  });
});

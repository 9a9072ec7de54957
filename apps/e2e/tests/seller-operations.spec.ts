import { deflateSync } from 'node:zlib';
import { expect, test, waitForHydrationOnArrival } from '../support/test';
import { apiUrl, appUrl, uniquePhone } from '../support/hosts';
import { callFromPage, logInSeller, twoDishOrder } from '../support/orders';

test.use({ colorScheme: 'light', viewport: { width: 390, height: 844 } });

/** A real PNG of one colour, made here so the upload goes through the server's image decoding. */
function solidPng(width: number, height: number, rgb: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const b of bytes) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const check = Buffer.alloc(4);
    check.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, check]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test.describe('seller operations', () => {
  test('a new seller adds a shop with an uploaded picture, adds a product, flips its stock and closes the shop; the customer side follows', async ({
    page,
    browser,
    request,
  }) => {
    const phone = uniquePhone('6');
    const password = 'new-shop-1';
    const signup = await request.post(apiUrl('/auth/seller-signup'), {
      data: { formData: { username: 'Meena Sweets', phone, password, confirmPassword: password } },
    });
    expect(signup.ok()).toBe(true);
    await logInSeller(page, phone, password);
    await expect(page.getByText('No shop details found.')).toBeVisible();
    await page.getByRole('link', { name: 'Add your shop' }).click();
    await expect(page).toHaveURL(appUrl('seller', '/seller/add-shop'));

    // The shop form: name and category are required.
    await page.getByRole('button', { name: 'Add shop' }).click();
    await expect(page.getByText('Shop name is required').first()).toBeVisible();
    await page.getByLabel('Shop name').fill('Meena Sweet House');
    await page.getByLabel('Category').selectOption('Bakery');
    await page.getByLabel('Choose images').setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: solidPng(64, 48, [200, 80, 40]) });
    const shopPicture = page.getByRole('img', { name: 'Image 1 of 1' });
    await expect(shopPicture).toBeVisible();
    // The preview is the card-size copy the server made, never the full size.
    await expect(shopPicture).toHaveAttribute('src', /^\/uploads\/.+-card\.webp$/);
    await page.getByRole('button', { name: 'Add shop' }).click();
    await expect(page.getByText('Shop added successfully!')).toBeVisible();

    const profile = await callFromPage<{ seller: { shop: { _id: string; name: string } } }>(page, 'GET', '/shop/seller-profile');
    const shopId = profile.body.seller.shop._id;
    expect(profile.body.seller.shop.name).toBe('Meena Sweet House');

    // A product: missing fields are refused in the spec's words, then it is added with its picture.
    await page.goto(appUrl('seller', '/seller/add-product'));
    await page.getByRole('button', { name: 'Add product' }).click();
    await expect(page.getByText('Please fill all required fields!').first()).toBeVisible();
    await page.getByLabel('Name').fill('Kaju Katli (250 g)');
    await page.getByLabel('Price (₹)').fill('349.50');
    await page.getByLabel('Choose images').setInputFiles({ name: 'katli.png', mimeType: 'image/png', buffer: solidPng(80, 80, [230, 200, 120]) });
    await expect(page.getByRole('img', { name: 'Image 1 of 1' })).toHaveAttribute('src', /-card\.webp$/);
    await page.getByRole('button', { name: 'Add product' }).click();
    await expect(page).toHaveURL(appUrl('seller', '/seller/my-products'));
    const row = page.getByRole('article').filter({ hasText: 'Kaju Katli (250 g)' });
    await expect(row).toContainText('₹349.50');
    await expect(row).toContainText('In stock');

    // The customer sees the shop and the product at once (the catalogue cache follows the writes).
    const customer = waitForHydrationOnArrival(await browser.newPage({ viewport: { width: 390, height: 844 } }));
    await customer.goto(appUrl('shop', `/shop/${shopId}`));
    await expect(customer.getByRole('heading', { name: 'Meena Sweet House' }).first()).toBeVisible();
    const card = customer.getByRole('article').filter({ hasText: 'Kaju Katli (250 g)' });
    await expect(card).toContainText('349.50');
    await expect(card.getByRole('img').first()).toHaveAttribute('src', /-card\.webp$/);

    // Out of stock on the seller's side: the customer's card says so after a reload.
    await row.getByRole('button', { name: 'Mark out of stock' }).click();
    await expect(row).toContainText('Out of stock');
    await customer.reload();
    await expect(customer.getByRole('article').filter({ hasText: 'Kaju Katli (250 g)' })).toContainText(/out of stock/i);

    // Closing the shop from the profile: the customer's shop page says it is closed.
    await page.goto(appUrl('seller', '/seller/profile'));
    await page.getByRole('button', { name: 'Close shop' }).click();
    await expect(page.getByText('Shop is now Closed!')).toBeVisible();
    await customer.reload();
    await expect(customer.getByText('Shop is Closed Right Now')).toBeVisible();
    await page.getByRole('button', { name: 'Open shop' }).click();
    await expect(page.getByText('Shop is now Open!')).toBeVisible();
    await customer.reload();
    await expect(customer.getByText('Shop is Closed Right Now')).toHaveCount(0);
    await customer.close();
  });

  test('a customer order arrives; the demo seller confirms one of its two items and the customer sees the statuses and the repriced total', async ({
    page,
    browser,
    request,
  }) => {
    const {
      seller,
      order,
      dishes: [kept, dropped],
    } = await twoDishOrder(page, browser, request);

    // The seller's notification leads to the confirmation screen.
    await seller.goto(appUrl('seller', '/seller/notifications'));
    const note = seller.getByRole('listitem').filter({ hasText: `#${order.id}` });
    await expect(note).toBeVisible();
    await seller.goto(appUrl('seller', `/seller-confirm?orderId=${order._id}`));
    await expect(seller.getByText(order.id, { exact: true })).toBeVisible();
    await seller.getByRole('checkbox', { name: kept!.name, exact: true }).check();
    await seller.getByRole('button', { name: 'Confirm Order' }).click();
    // Leaving an item out cancels it: the screen says so before anything is sent.
    const dialog = seller.getByRole('alertdialog');
    await expect(dialog).toContainText('1 item will be cancelled');
    await dialog.getByRole('button', { name: 'Yes, confirm' }).click();
    await expect(seller.getByText('Order Confirmed!')).toBeVisible();
    await expect(seller).toHaveURL(appUrl('seller', '/seller'), { timeout: 5_000 });

    // The customer's order page: one item being prepared, one cancelled, and a smaller total.
    await page.goto(appUrl('shop', `/order/${order._id}`));
    const details = await callFromPage<{ order: { totalAmount: number; items: { product: { name: string }; status: string }[] } }>(
      page,
      'GET',
      `/order/getOrderDetails/${order._id}`,
    );
    const statusOf = (name: string) => details.body.order.items.find((i) => i.product.name === name)?.status;
    expect(statusOf(kept!.name)).toBe('Preparing');
    expect(statusOf(dropped!.name)).toBe('Cancelled');
    expect(details.body.order.totalAmount).toBeLessThan(order.totalAmount);
    await expect(page.getByText('Preparing').first()).toBeVisible();
    await expect(page.getByText('Cancelled').first()).toBeVisible();
    const total = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(details.body.order.totalAmount);
    await expect(page.getByText(total).first()).toBeVisible();
    await seller.close();
  });
});

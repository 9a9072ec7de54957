import sharp from 'sharp';
import { expect, test, waitForHydrationOnArrival } from '../support/test';
import { appUrl } from '../support/hosts';
import { logInAdmin } from '../support/screens';
import { callFromPage, newCustomerWithAddress, placeFoodOrder } from '../support/orders';

test.use({ colorScheme: 'light' });

test.describe('help with an order', () => {
  test('a customer raises a query with a photo from the order page; an admin replies and resolves it from the inbox; the customer sees the reply', async ({
    page,
    browser,
    request,
  }) => {
    // A new customer's own order, so the journey does not depend on the demo customer's queries.
    const customer = waitForHydrationOnArrival(page);
    const { addressId } = await newCustomerWithAddress(customer, request);
    const restaurants = await callFromPage<{ restaurants: { _id: string; isOpen: boolean }[] }>(customer, 'GET', '/shop/get-restaurants');
    let dish: string | undefined;
    for (const shop of restaurants.body.restaurants.filter((r) => r.isOpen)) {
      const menu = await callFromPage<{ products: { _id: string; inStock: boolean }[] }>(customer, 'GET', `/shop/getShopAndProducts/${shop._id}`);
      dish = menu.body.products.find((p) => p.inStock)?._id;
      if (dish) break;
    }
    const order = await placeFoodOrder(customer, addressId, [dish!]);

    await customer.goto(appUrl('shop', `/order/${order._id}`));
    const help = customer.getByRole('region', { name: 'Help with this order' });
    await expect(help.getByText('Something wrong with this order? Tell us and we will reply here.')).toBeVisible();
    await help.getByRole('button', { name: 'Get help' }).click();
    const form = help.getByRole('form', { name: 'Raise a query' });
    await form.getByLabel(/What went wrong/).selectOption('Missing item');
    await form.getByLabel(/Tell us more/).fill('The raita was not in the bag.');
    const photo = await sharp({ create: { width: 120, height: 90, channels: 3, background: { r: 230, g: 120, b: 30 } } }).png().toBuffer();
    await form.getByLabel('Photo (optional)').setInputFiles({ name: 'bag.png', mimeType: 'image/png', buffer: photo });
    await form.getByRole('button', { name: 'Send' }).click();

    const thread = help.getByTestId('order-query');
    await expect(thread.getByText('The raita was not in the bag.')).toBeVisible();
    await expect(thread.getByText('Open', { exact: true })).toBeVisible();
    const image = thread.getByRole('img', { name: 'Photo sent with this message' });
    await expect(image).toBeVisible();
    // The photo is served to its customer only through the API, never from the public uploads.
    const src = (await image.getAttribute('src'))!;
    expect(src).toMatch(/^\/api\/queries\/photos\/[0-9a-f-]{36}$/);
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    // A second query on the same topic is refused in plain words.
    await help.getByRole('button', { name: 'Get help' }).click();
    await form.getByLabel(/What went wrong/).selectOption('Missing item');
    await form.getByLabel(/Tell us more/).fill('Still missing');
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form.getByText('You already have an open query about this on this order. Add a message to it instead.')).toBeVisible();
    await form.getByRole('button', { name: 'Cancel' }).click();

    // The admin opens the Customer Queries tile, finds the query, sees the photo, replies and resolves it.
    const admin = waitForHydrationOnArrival(await browser.newPage({ viewport: { width: 1280, height: 900 } }));
    await admin.goto(appUrl('admin', '/admin/login'));
    await logInAdmin(admin);
    await admin.getByRole('link', { name: /Customer Queries/ }).click();
    await expect(admin).toHaveURL(appUrl('admin', '/admin/queries'));
    const row = admin.getByTestId('query-row').filter({ hasText: `Order #${order.id}` });
    await row.getByRole('link').click();
    await expect(admin.getByRole('heading', { level: 1, name: `Missing item · Order #${order.id}` })).toBeVisible();
    await expect(admin.getByRole('img', { name: 'Photo sent with this message' })).toBeVisible();
    expect(await admin.getByRole('img', { name: 'Photo sent with this message' }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await admin.getByLabel('Reply to the customer').fill('Sorry about that! We have refunded the raita.');
    await admin.getByRole('button', { name: 'Send reply' }).click();
    // While it sends, the text is still in the (disabled) box too; the thread is where the sent reply shows.
    await expect(admin.getByRole('list', { name: 'Messages' }).getByText('Sorry about that! We have refunded the raita.')).toBeVisible();
    await expect(admin.getByLabel('Reply to the customer')).toHaveValue('');
    await admin.getByRole('button', { name: 'Resolve' }).click();
    await expect(admin.getByText(/^Resolved on /)).toBeVisible();
    await admin.getByRole('link', { name: 'Customer queries' }).click();
    await admin.getByRole('tab', { name: 'Resolved' }).click();
    await expect(admin.getByTestId('query-row').filter({ hasText: `Order #${order.id}` })).toBeVisible();

    // Another customer cannot fetch the photo.
    const stranger = await browser.newPage();
    await newCustomerWithAddress(waitForHydrationOnArrival(stranger), request);
    expect((await callFromPage(stranger, 'GET', src.replace(/^\/api/, ''))).status).toBe(404);

    // The customer sees the reply on the order page (live, or on the next read) and the query resolved.
    await expect(thread.getByText('Sorry about that! We have refunded the raita.')).toBeVisible({ timeout: 20_000 });
    await expect(thread.getByText('Resolved', { exact: true })).toBeVisible();
    await expect(thread.getByRole('textbox', { name: 'Add a message' })).toHaveCount(0);
  });
});

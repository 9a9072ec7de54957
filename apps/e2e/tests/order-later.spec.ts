import { expect, test } from '../support/test';
import { appUrl } from '../support/hosts';
import { callFromPage, logInSeller, newCustomerWithAddress, sellerMenu } from '../support/orders';

test.use({ colorScheme: 'light', viewport: { width: 360, height: 780 } });

// The slot's words, from the platform's time-zone data rather than the app's arithmetic: "7:30 pm".
const clockWords = (at: Date) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Kolkata', hour: 'numeric', minute: '2-digit', hour12: true }).format(at).toLowerCase();

test("a customer schedules a closed shop's cart for later and the order page says when", async ({ page, browser, request }) => {
  await newCustomerWithAddress(page, request);
  const seller = await browser.newPage();
  await logInSeller(seller);
  const [dish] = await sellerMenu(seller);
  expect((await callFromPage(page, 'POST', '/cart/addToCart', { productId: dish!._id, cartKey: 'foodCart' })).status).toBe(200);
  let orderId: string | null = null;
  try {
    expect((await callFromPage(seller, 'PUT', '/shop/update-status', { isOpen: false })).status).toBe(200);

    // The closed shop's cart keeps 'Remove Unavailable Items' and gains 'Schedule for later' beside it.
    await page.goto(appUrl('shop', '/cart'));
    const foodCart = page.getByRole('region', { name: 'Food cart' });
    await expect(foodCart.getByRole('button', { name: 'Remove Unavailable Items' })).toBeVisible();
    await foodCart.getByRole('button', { name: 'Schedule for later' }).click();
    const picker = page.getByRole('dialog', { name: 'Schedule your food cart' });
    // The last slot offered (tomorrow evening, say): far enough off that the order waits through the whole run.
    const last = picker.getByRole('radio').last();
    await expect(last).toBeAttached();
    const slot = new Date(await last.getAttribute('value') as string);
    await last.check({ force: true });
    await picker.getByRole('button', { name: 'Continue to checkout' }).click();

    await expect(page).toHaveURL(appUrl('shop', '/checkout'));
    await expect(page.getByRole('status').filter({ hasText: /^Scheduled for/ })).toContainText(clockWords(slot));
    await page.getByRole('button', { name: 'Place order' }).click();

    await expect(page).toHaveURL(/\/order\/[0-9a-f-]{36}$/);
    orderId = page.url().split('/').at(-1)!;
    await expect(page.getByText(/^Scheduled for /)).toContainText(clockWords(slot));
    await expect(page.getByRole('button', { name: 'Cancel order' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('order-for-later-360.png'), fullPage: true });
  } finally {
    // The demo shop serves every other journey: open again, and the order for later off its way.
    if (orderId) expect((await callFromPage(page, 'POST', '/order/cancel', { orderId })).status).toBe(200);
    expect((await callFromPage(seller, 'PUT', '/shop/update-status', { isOpen: true })).status).toBe(200);
    await seller.close();
  }
});

import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/test';
import { appUrl } from '../support/hosts';
import { callFromPage, twoDishOrder } from '../support/orders';

test.use({ colorScheme: 'light' });

const STARTED = 'This order can no longer be cancelled: the shop has already started preparing it.';

test.describe('a customer cancels before the shop starts, and orders again', () => {
  test('asked first, the customer cancels and the seller is told; then orders again and hears what could not be added', async ({ page, browser, request }) => {
    const { seller, order, dishes } = await twoDishOrder(page, browser, request);
    // A phone's width: the question and the result must read there too.
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto(appUrl('shop', `/order/${order._id}`));
    const cancelSection = page.getByRole('region', { name: 'Cancel order' });
    await expect(cancelSection).toBeVisible();

    // Asked first; keeping it changes nothing.
    await cancelSection.getByRole('button', { name: 'Cancel order' }).click();
    const dialog = page.getByRole('alertdialog', { name: `Cancel order #${order.id}?` });
    await expect(dialog).toContainText('Nothing has been charged for this order.');
    await expectNoSeriousViolations(page, 'customer cancel-order question (360 px)');
    await dialog.getByRole('button', { name: 'No, keep it' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('.page-header').getByText('Processing')).toBeVisible();

    await cancelSection.getByRole('button', { name: 'Cancel order' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, cancel order' }).click();
    await expect(page.getByText('Your order has been cancelled.')).toBeVisible();
    await expect(page.locator('.page-header').getByText('Cancelled')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);

    // The seller hears of it.
    const notes = await callFromPage<{ notifications: { message: string }[] }>(seller, 'GET', '/notification/getSellerNotifications');
    expect(notes.status).toBe(200);
    expect(notes.body.notifications.map((n) => n.message)).toContain(`Order #${order.id} has been cancelled by the customer: do not prepare it.`);

    // Order again, with one of the two dishes out of stock meanwhile.
    const [kept, sold] = dishes;
    expect((await callFromPage(seller, 'PUT', '/shop/update-stock', { productId: sold._id })).status).toBe(200);
    try {
      const again = page.getByRole('region', { name: 'Order again' });
      await again.getByRole('button', { name: 'Add items to cart' }).click();
      const result = again.getByTestId('order-again-result');
      await expect(result).toContainText('1 product added to your cart.');
      await expect(result.getByRole('listitem')).toHaveText(`${sold.name} is out of stock.`);
      await expectNoSeriousViolations(page, 'order again result (360 px)');
      await result.getByRole('link', { name: 'Go to cart' }).click();
      await expect(page).toHaveURL(appUrl('shop', '/cart'));
      await expect(page.getByText(kept.name).first()).toBeVisible();
    } finally {
      expect((await callFromPage(seller, 'PUT', '/shop/update-stock', { productId: sold._id })).status).toBe(200);
    }
    await seller.close();
  });

  test('once the seller has confirmed, the order page explains why it cannot be cancelled, and the API refuses', async ({ page, browser, request }) => {
    const { seller, order, dishes } = await twoDishOrder(page, browser, request);
    const confirmed = await callFromPage(seller, 'PUT', `/order/confirm-order/${order._id}`, { selectedProducts: [dishes[0]._id, dishes[1]._id] });
    expect(confirmed.status).toBe(200);
    await seller.close();

    await page.goto(appUrl('shop', `/order/${order._id}`));
    const why = page.getByRole('region', { name: 'Why can’t I cancel?' });
    await expect(why).toContainText(STARTED);
    await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
    const refused = await callFromPage<{ message: string }>(page, 'POST', '/order/cancel', { orderId: order._id });
    expect(refused).toEqual({ status: 409, body: { success: false, message: STARTED } });
  });
});

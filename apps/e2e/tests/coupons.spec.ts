import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/test';
import { appUrl } from '../support/hosts';
import { callFromPage, newCustomerWithAddress } from '../support/orders';
import { openCheckout, openRestaurantWithDish } from '../support/screens';

test.use({ colorScheme: 'light' });

test.describe('coupons at checkout', () => {
  test('a new customer applies the first-order coupon on a phone and sees its discount line on the order', async ({ page, request }) => {
    await newCustomerWithAddress(page, request);
    // Five of one dish: above the first-order coupon's ₹199 minimum.
    const { productId } = await openRestaurantWithDish(page);
    expect((await callFromPage(page, 'POST', '/cart/addToCart', { productId, cartKey: 'foodCart' })).status).toBe(200);
    for (let n = 0; n < 4; n++) expect((await callFromPage(page, 'POST', '/cart/incrementQty', { productId, cartKey: 'foodCart' })).status).toBe(200);

    await page.setViewportSize({ width: 360, height: 780 });
    await openCheckout(page, 'Food cart');
    const offers = page.getByRole('list', { name: 'Coupons for this cart' });
    await expect(offers).toContainText('WELCOME50');
    await expect(offers).toContainText('first order only');
    await offers.getByRole('button', { name: 'Apply WELCOME50' }).click();

    const bill = page.getByLabel('Bill details');
    await expect(bill).toContainText('Coupon (WELCOME50)');
    await expect(bill).toContainText('-₹50.00');
    await expect(page.getByText('WELCOME50 applied')).toBeVisible();
    await expectNoSeriousViolations(page, 'checkout with a coupon (360 px)');
    const toPay = await bill.locator('.bill__row--total dd').textContent();

    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page).toHaveURL(/\/order\/[0-9a-f-]{36}$/);
    const orderBill = page.getByRole('region', { name: 'Bill details' });
    await expect(orderBill).toContainText('Coupon (WELCOME50)');
    await expect(orderBill).toContainText('-₹50.00');
    await expect(orderBill.locator('.bill__row--total dd')).toHaveText(toPay!);
    expect(page.url()).toContain(appUrl('shop', '/order/'));
  });
});

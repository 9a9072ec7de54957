import { expect, test } from '../support/test';
import { appUrl } from '../support/hosts';
import { callFromPage, logInRider, logInSeller, newCustomerWithAddress, placeFoodOrder, sellerMenu } from '../support/orders';

test.use({ colorScheme: 'light', viewport: { width: 390, height: 844 } });

type Stats = { pendingOrders: number; commission: number; outstandingAmount: number };
const paise = (rupees: number) => Math.round(rupees * 100);

test.describe('delivery partner operations', () => {
  test('a partner goes on duty, accepts an order, picks up each item and delivers it; the customer sees Delivered, the invoice and the review, and the figures follow', async ({
    page,
    browser,
    request,
  }) => {
    // A confirmed order of the demo seller's shop, waiting for a partner.
    const { addressId } = await newCustomerWithAddress(page, request);
    const seller = await browser.newPage();
    await logInSeller(seller);
    const [first, second] = await sellerMenu(seller);
    const order = await placeFoodOrder(page, addressId, [first!._id, second!._id]);
    const confirmed = await callFromPage(seller, 'PUT', `/order/confirm-order/${order._id}`, { selectedProducts: [first!._id, second!._id] });
    expect(confirmed.status).toBe(200);
    await seller.close();

    const rider = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await logInRider(rider);
    const me = (await callFromPage<{ deliveryBoy: { _id: string } }>(rider, 'GET', '/delivery/me')).body.deliveryBoy;
    const before = (await callFromPage<Stats>(rider, 'GET', `/delivery/orders/${me._id}`)).body;

    // Off duty, the Accept buttons are closed; on duty they open.
    const duty = rider.getByRole('switch', { name: 'On duty' });
    if ((await duty.getAttribute('aria-checked')) === 'true') await duty.click();
    await expect(duty).toHaveAttribute('aria-checked', 'false');
    // The switch ignores a tap while the server has not answered the last one.
    await expect(duty).not.toHaveAttribute('aria-busy');
    const accept = rider.getByRole('button', { name: `Accept order ${order.id}` });
    await expect(accept).toBeDisabled();
    await duty.click();
    await expect(duty).toHaveAttribute('aria-checked', 'true');
    await expect(accept).toBeEnabled();
    await accept.click();
    await expect(rider.getByText('Order accepted successfully!')).toBeVisible();
    await expect(rider).toHaveURL(appUrl('rider', `/delivery/order/${order._id}`));

    // Delivery waits until every item is picked up.
    const deliver = rider.getByRole('button', { name: 'Mark as Delivered' });
    await expect(deliver).toBeDisabled();
    for (const product of [first!, second!]) {
      await rider.getByRole('button', { name: `Confirm pickup: ${product.name}` }).click();
      await expect(rider.getByText('Marked as Out For Delivery').first()).toBeVisible();
    }
    await expect(deliver).toBeEnabled();
    await deliver.click();
    const dialog = rider.getByRole('alertdialog');
    await expect(dialog).toContainText('Are you sure you want to mark this order as delivered? This action cannot be undone.');
    await dialog.getByRole('button', { name: 'Yes, delivered' }).click();
    await expect(rider.getByText('Order marked as Delivered')).toBeVisible();

    // The partner's figures: the commission of this order and its cash, to the paisa.
    const after = (await callFromPage<Stats>(rider, 'GET', `/delivery/orders/${me._id}`)).body;
    expect(paise(after.commission) - paise(before.commission)).toBe(paise(order.deliveryCharge) + paise(order.convenienceFees));
    expect(paise(after.outstandingAmount) - paise(before.outstandingAmount)).toBe(paise(order.totalAmount));
    await rider.goto(appUrl('rider', '/delivery/commissionHistory'));
    await expect(rider.getByText(order.id).first()).toBeVisible();
    await rider.goto(appUrl('rider', '/delivery/outstandingAmountDetails?filter=unsettled'));
    await expect(rider.getByText(order.id).first()).toBeVisible();
    await rider.close();

    // The customer's order page: Delivered, the invoice and the review.
    await page.goto(appUrl('shop', `/order/${order._id}`));
    await expect(page.getByRole('heading', { level: 1, name: `Order #${order.id}` })).toBeVisible();
    await expect(page.getByText('Delivered').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Invoice' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Rate this order' })).toBeVisible();
  });
});

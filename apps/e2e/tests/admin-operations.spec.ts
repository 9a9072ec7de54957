import { expect, test, waitForHydrationOnArrival } from '../support/test';
import type { Page } from '@playwright/test';
import { DEMO, appUrl } from '../support/hosts';
import { logInAdmin, logInRider } from '../support/screens';
import { callFromPage, logInSeller, newCustomerWithAddress, placeFoodOrder, sellerMenu } from '../support/orders';

test.use({ colorScheme: 'light', viewport: { width: 1280, height: 900 } });

const rupees = (value: number) => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }).format(value);

test.describe('admin operations', () => {
  test('an admin reads the dashboard, scrolls the month, assigns a partner, cancels an order, finds sellers, products and a customer, and clears a partner’s cash, which the partner sees settled', async ({
    page,
    browser,
    request,
  }) => {
    // Two new orders of the demo seller's shop: one to assign, one to cancel.
    const customer = waitForHydrationOnArrival(await browser.newPage());
    const { phone, addressId } = await newCustomerWithAddress(customer, request);
    const seller = await browser.newPage();
    await logInSeller(seller);
    const [dish] = await sellerMenu(seller);
    const toAssign = await placeFoodOrder(customer, addressId, [dish!._id]);
    const toCancel = await placeFoodOrder(customer, addressId, [dish!._id]);
    await seller.close();

    await page.goto(appUrl('admin', '/admin/login'));
    await logInAdmin(page);
    type Overview = { data: { orders: { total: number }; sales: { total: number } } };
    const overview = (await callFromPage<Overview>(page, 'GET', '/admin/dashboard-overview')).body.data;
    const cards = page.getByRole('region', { name: 'Overview' });
    await expect(cards).toContainText(String(overview.orders.total));
    await expect(cards).toContainText(rupees(overview.sales.total));

    // This month's orders: a filter, then more rows as the list scrolls.
    await page.goto(appUrl('admin', '/admin/all-orders'));
    const monthTable = page.getByRole('table', { name: /This month’s orders/ });
    await expect(monthTable).toBeVisible();
    const rows = monthTable.getByRole('row');
    const firstPage = await rows.count();
    await page.getByTestId('month-orders-sentinel').scrollIntoViewIfNeeded();
    await expect.poll(() => rows.count()).toBeGreaterThan(firstPage);
    await page.getByRole('tab', { name: 'Processing' }).click();
    await expect(page).toHaveURL(/filter=Processing/);
    await expect(page.getByRole('table', { name: 'This month’s orders: Processing' })).toContainText(toAssign.id);

    // Find an order by its display id (any case) and assign the demo rider to it.
    await page.getByLabel('Order ID').fill(toAssign.id.toLowerCase());
    await page.getByRole('button', { name: 'Find order' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(toAssign.id);
    const boys = (await callFromPage<{ deliveryBoys: { _id: string; phone: string }[] }>(page, 'GET', '/admin/getAllDeliveryBoys')).body.deliveryBoys;
    const rider = boys.find((b) => b.phone === DEMO.rider.phone)!;
    await page.getByRole('button', { name: 'Assign' }).click();
    await expect(page.getByText('Please select a delivery boy.')).toBeVisible();
    await page.getByRole('combobox', { name: 'Delivery boy' }).selectOption(rider._id);
    await page.getByRole('button', { name: 'Assign' }).click();
    await expect(page.getByText('Delivery Boy assigned successfully!')).toBeVisible();

    // Cancel the other order, after the confirmation.
    await page.goto(appUrl('admin', `/viewOrder/${toCancel.id}`));
    await page.getByRole('button', { name: 'Cancel Order' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Are you sure you want to cancel this order?');
    await dialog.getByRole('button', { name: 'Yes, Cancel' }).click();
    await expect(page.getByText('Order cancelled successfully!')).toBeVisible();
    await expect(page.getByText('Cancelled').first()).toBeVisible();

    // Sellers, products and a customer.
    await page.goto(appUrl('admin', '/admin/getSellers'));
    await page.getByLabel('Search sellers').fill('Punjab');
    await expect(page.getByRole('main')).toContainText('Ravi Kumar');
    await page.goto(appUrl('admin', '/admin/adminProducts'));
    await page.getByLabel('Search products').fill(dish!.name);
    await expect(page.getByRole('main')).toContainText(dish!.name);
    await page.goto(appUrl('admin', '/admin/userDetails'));
    await page.getByLabel('User ID or phone').fill(phone);
    await page.getByRole('button', { name: 'Look up' }).click();
    await expect(page.getByRole('main')).toContainText('Kabir Anand');
    await expect(page.getByRole('main')).toContainText(toCancel.id);

    // Clear the demo rider's cash after the confirmation.
    await page.goto(appUrl('admin', '/admin/outstandingAmounts'));
    const name = await riderName(page, rider._id);
    await page.getByRole('button', { name: `Clear outstanding amount of ${name}`, exact: true }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('Are you sure you want to reset outstanding amount to 0?');
    await confirm.getByRole('button', { name: 'Yes, clear' }).click();
    await expect(page.getByText('Outstanding amount cleared and all unsettled orders marked as settled!')).toBeVisible();

    // The partner's own screen shows nothing unsettled.
    const riderPage = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await riderPage.goto(appUrl('rider', '/delivery/login'));
    await logInRider(riderPage);
    await riderPage.goto(appUrl('rider', '/delivery/outstandingAmountDetails?filter=unsettled'));
    await expect(riderPage.getByText('No unsettled payments found.')).toBeVisible();
    await riderPage.close();
    await customer.close();
  });

  test('an order opens by its full id in the address, as a row linking by _id leads there; the box still wants 6 characters', async ({ page }) => {
    await page.goto(appUrl('admin', '/admin/login'));
    await logInAdmin(page);
    type Listed = { orders: { _id: string; id: string }[] };
    const [order] = (await callFromPage<Listed>(page, 'GET', '/order/getAllOrders?page=1&limit=10')).body.orders;
    await page.goto(appUrl('admin', `/viewOrder/${order!._id}`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order #${order!.id}`);
    await expect(page.getByRole('table', { name: `Products of order ${order!.id}` })).toBeVisible();

    await page.getByLabel('Order ID').fill(order!._id);
    await page.getByRole('button', { name: 'Find order' }).click();
    await expect(page.getByText('Please enter a valid 6-character Order ID.')).toBeVisible();
    await expect(page).toHaveURL(appUrl('admin', `/viewOrder/${order!._id}`));
  });
});

async function riderName(page: Page, id: string): Promise<string> {
  const reply = await callFromPage<{ deliveryBoy: { name: string } }>(page, 'GET', `/admin/deliveryBoy/${id}`);
  return reply.body.deliveryBoy.name;
}

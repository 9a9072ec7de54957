import { expect, test } from '../support/test';
import { appUrl } from '../support/hosts';
import { callFromPage, newCustomerWithAddress } from '../support/orders';
import { openCheckout } from '../support/screens';

test.use({ colorScheme: 'light' });

test("a new customer sees the demo shop's discount on its page and orders with a ₹20 tip for the rider", async ({ page, request }) => {
  await newCustomerWithAddress(page, request);
  const found = await callFromPage<{ restaurants: { _id: string; name: string }[] }>(page, 'GET', '/shop/get-restaurants?search=Punjab%20Da%20Dhaba');
  const dhaba = found.body.restaurants.find((shop) => shop.name === 'Punjab Da Dhaba')!;

  // The demo's running discount: 10% off, so ₹249 reads ₹224.10 beside its ₹299 base price.
  await page.goto(appUrl('shop', `/shop/${dhaba._id}`));
  await expect(page.locator('.shop-hero').getByText('10% off')).toBeVisible();
  const card = page.getByRole('article', { name: 'Paneer Butter Masala' });
  await expect(card).toContainText('₹224.10');
  await expect(card).toContainText('25% OFF');
  await card.getByRole('button', { name: /^Add .+ to cart$/ }).click();
  await expect(page.getByText('Product added to cart!').first()).toBeVisible();

  await openCheckout(page);
  const bill = page.getByLabel('Bill details');
  await expect(bill).toContainText('To pay');
  await page.getByText('₹20', { exact: true }).click();
  await expect(bill.getByText('Tip for the rider')).toBeVisible();
  await expect(bill).toContainText('₹20.00');
  await page.getByRole('button', { name: 'Place order' }).click();

  await expect(page).toHaveURL(/\/order\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Paneer Butter Masala').first()).toBeVisible();
  await expect(page.getByText('₹224.10').first()).toBeVisible();
  const orderBill = page.locator('.bill');
  await expect(orderBill.getByText('Tip for the rider')).toBeVisible();
  await expect(orderBill).toContainText('₹20.00');
});

import { expect, test } from '../support/test';
import { extractText } from 'unpdf';
import { appUrl, signInCustomer } from '../support/hosts';

test.use({ colorScheme: 'light' });

test.describe('orders, invoice, review and notifications', () => {
  test('the demo customer opens Orders, the Delivered order, its PDF invoice, reviews it, and reads a notification', async ({ page }) => {
    await signInCustomer(page);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Orders' }).first().click();
    await expect(page).toHaveURL(appUrl('shop', '/recentOrders'));
    const orders = page.getByRole('list', { name: 'Orders' }).getByRole('link');
    await expect(orders.first()).toBeVisible();
    expect(await orders.count()).toBeLessThanOrEqual(5);
    // The demo orders in their several states.
    await expect(orders.filter({ hasText: 'Preparing' }).first()).toBeVisible();

    // The demo's delivered order is days old: newer orders (the journeys' own) may push it to a later page.
    const delivered = orders.filter({ hasText: 'Delivered' });
    const pages = page.getByRole('navigation', { name: 'Order pages' });
    for (let n = 1; n < 6 && (await delivered.count()) === 0; n++) {
      await pages.getByRole('button', { name: /Next/ }).click();
      // The previous page's cards stay (aria-busy) until the next page arrives: wait for it before looking again.
      await expect(pages.getByRole('button', { name: `Page ${n + 1}`, exact: true })).toHaveAttribute('aria-current', 'page');
      await expect(page.locator('.recent-orders')).not.toHaveAttribute('aria-busy', 'true');
      await expect(orders.first()).toBeVisible();
    }
    await delivered.first().click();
    await expect(page).toHaveURL(/\/order\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: /^Order #[A-Z0-9]{6}$/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Bill details' }).getByText('Total', { exact: true })).toBeVisible();

    // The invoice opens in a new tab; fetched with the page's cookie it is a PDF with the rupee sign.
    const invoice = page.getByRole('link', { name: 'Invoice' });
    await expect(invoice).toHaveAttribute('target', '_blank');
    const href = await invoice.getAttribute('href');
    expect(href).toMatch(/^\/api\/order\/download-invoice\/[0-9a-f-]{36}$/);
    const [tab] = await Promise.all([page.waitForEvent('popup'), invoice.click()]);
    expect(tab.url()).toContain(href!);
    await tab.close();
    const pdf = await page.evaluate(async (url) => {
      const res = await fetch(url, { credentials: 'include' });
      return { status: res.status, type: res.headers.get('content-type'), bytes: Array.from(new Uint8Array(await res.arrayBuffer())) };
    }, href!);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toContain('application/pdf');
    const { text } = await extractText(new Uint8Array(pdf.bytes), { mergePages: true });
    expect(text).toContain('₹');

    // The review: three star groups and a text, then read-only with thanks.
    const review = page.getByRole('region', { name: 'Rate this order' });
    await review.getByRole('group', { name: 'Delivery' }).getByRole('radio', { name: '5 stars' }).check({ force: true });
    // Keyboard: from the App group's third star the arrow key moves to the fourth.
    await review.getByRole('group', { name: 'App' }).getByRole('radio', { name: '3 stars' }).check({ force: true });
    await page.keyboard.press('ArrowRight');
    await expect(review.getByRole('group', { name: 'App' }).getByRole('radio', { name: '4 stars' })).toBeChecked();
    await review.getByRole('group', { name: 'Overall' }).getByRole('radio', { name: '4 stars' }).check({ force: true });
    await review.getByLabel('Your review').fill('Arrived hot, well packed.');
    await expect(review.getByText('25/1000')).toBeVisible();
    await review.getByRole('button', { name: 'Submit review' }).click();
    await expect(page.getByRole('region', { name: 'Your review' }).getByText('Thank you for your review!')).toBeVisible();
    await expect(page.getByRole('img', { name: 'App: 4 of 5 stars' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('region', { name: 'Your review' }).getByText('Arrived hot, well packed.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit review' })).toHaveCount(0);

    // A notification: the unread count in the navigation drops once it is viewed.
    const bell = page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: /^Notifications, \d+ unread$/ });
    const before = Number((await bell.getAttribute('aria-label'))!.match(/(\d+) unread/)![1]);
    await bell.click();
    await expect(page).toHaveURL(appUrl('shop', '/notifications'));
    await page.getByRole('tab', { name: 'Unread', exact: true }).click();
    const first = page.getByRole('list', { name: 'Notifications' }).getByRole('listitem').first();
    const message = (await first.locator('.notification-row__message').innerText()).replace(/^Unread:\s*/, '');
    await first.getByRole('button', { name: /^View/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Notification' });
    await expect(dialog.getByText(message)).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Track Order' })).toHaveAttribute('href', /^\/(order\/|recentOrders)/);
    await dialog.locator('.modal__footer').getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
    const after = before - 1;
    await expect(page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: after > 0 ? `Notifications, ${after} unread` : 'Notifications' })).toBeVisible();
    await page.getByRole('tab', { name: 'Read', exact: true }).click();
    await expect(page.getByRole('list', { name: 'Notifications' }).getByText(message).first()).toBeVisible();
  });
});

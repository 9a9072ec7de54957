import { expect, test } from '../support/test';
import type { Page } from '@playwright/test';
import { auditScreen, expectNoSeriousViolations } from '../support/axe';
import type { AppHost } from '../support/hosts';
import { appUrl, signInCustomer } from '../support/hosts';
import type { Screen } from '../support/screens';
import {
  PARTNER_APPS,
  adminScreens,
  customerAccountScreens,
  customerAuthScreens,
  customerBrowseScreens,
  openCheckout,
  openScreen,
  putDishInFoodCart,
} from '../support/screens';

// Every screen of the four apps, at phone and desktop width, is audited with axe against WCAG 2.1 A and AA:
// a serious or critical violation fails its test; each screen prints one summary line of what axe found.

const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

/** Opens a screen, checks it stayed there (no sign-in redirect) and shows its title, then audits it. */
async function auditAt(page: Page, host: AppHost, screen: Screen, label: string) {
  await test.step(`${host} ${screen.name}`, async () => {
    await openScreen(page, host, screen);
    await expectNoSeriousViolations(page, `${host} ${screen.name} · ${label}`);
  });
}

/** The path of a named screen of a list. */
function pathOf(screens: readonly Screen[], name: string): string {
  const screen = screens.find((s) => s.name === name);
  if (!screen) throw new Error(`no screen named ${name}`);
  return screen.path;
}

test('the audit reports serious and critical violations, so a clean screen means something', async ({ page }) => {
  // Faint grey text on white (about 2.3:1) and an icon button with no name: a serious and a critical violation.
  await page.setContent(
    '<html lang="en"><head><title>Broken</title></head><body><main><h1>Broken</h1>' +
      '<p style="color:#aaaaaa;background:#ffffff">Faint text</p><button><svg width="16" height="16"></svg></button></main></body></html>',
  );
  const audit = await auditScreen(page, 'deliberately broken page');
  expect(audit.counts.serious).toBeGreaterThanOrEqual(1);
  expect(audit.counts.critical).toBeGreaterThanOrEqual(1);
  expect(audit.blocking.map((line) => line.split(' ')[0])).toEqual(expect.arrayContaining(['color-contrast', 'button-name']));
});

for (const [width, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`accessibility at ${width} width`, () => {
    test.use({ viewport, colorScheme: 'light' });
    // Each test audits up to 20 screens, a few seconds each on a busy 2-core machine.
    test.describe.configure({ timeout: 300_000 });
    const light = `${width} · light`;

    test(`customer screens of visitors have no serious or critical violations (${width})`, async ({ page }) => {
      await page.goto(appUrl('shop', '/'));
      const signedOut = [...(await customerBrowseScreens(page)), ...customerAuthScreens];
      for (const screen of signedOut) await auditAt(page, 'shop', screen, light);
    });

    test(`customer screens of a signed-in customer have no serious or critical violations (${width})`, async ({ page }) => {
      await signInCustomer(page);
      // A dish of an open shop, so the food cart can go to checkout whatever other journeys left in it.
      await putDishInFoodCart(page);
      const signedIn = await customerAccountScreens(page);
      for (const screen of signedIn) await auditAt(page, 'shop', screen, light);

      await test.step('shop address picker dialog', async () => {
        await page.goto(appUrl('shop', pathOf(signedIn, 'addresses')));
        await page.getByRole('button', { name: 'Add New' }).click();
        const picker = page.getByRole('dialog', { name: 'Pick Delivery Location' });
        await expect(picker).toBeVisible();
        await expectNoSeriousViolations(page, `shop address picker dialog · ${light}`);
        await page.keyboard.press('Escape');
        await expect(picker).toHaveCount(0);
      });

      await test.step('shop slot picker of an order for later', async () => {
        await page.goto(appUrl('shop', '/cart'));
        await page.getByRole('region', { name: 'Food cart' }).getByRole('button', { name: 'Schedule for later' }).click();
        const picker = page.getByRole('dialog', { name: 'Schedule your food cart' });
        await expect(picker).toBeVisible();
        await expectNoSeriousViolations(page, `shop slot picker dialog · ${light}`);
        await page.keyboard.press('Escape');
        await expect(picker).toHaveCount(0);
      });

      await test.step('shop checkout', async () => {
        await openCheckout(page);
        await expectNoSeriousViolations(page, `shop checkout · ${light}`);
      });
    });

    test(`customer home in dark theme has no serious or critical violations (${width})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.goto(appUrl('shop', '/'));
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expectNoSeriousViolations(page, `shop home · ${width} · dark`);
    });

    for (const app of PARTNER_APPS) {
      test(`${app.role} screens have no serious or critical violations (${width})`, async ({ page }) => {
        for (const screen of app.signedOut) await auditAt(page, app.host, screen, light);
        await app.signIn(page);
        for (const screen of await app.signedIn(page)) await auditAt(page, app.host, screen, light);
      });
    }

    test(`admin cancel-order question has no serious or critical violations (${width})`, async ({ page }) => {
      await page.goto(appUrl('admin', '/admin/login'));
      await adminScreens.signIn(page);
      await page.goto(appUrl('admin', pathOf(await adminScreens.signedIn(page), 'order details')));
      await page.getByRole('button', { name: 'Cancel Order' }).click();
      const question = page.getByRole('alertdialog');
      await expect(question).toBeVisible();
      await expectNoSeriousViolations(page, `admin cancel-order question · ${light}`);
      // The order is left as it was.
      await question.getByRole('button', { name: 'No, Go Back' }).click();
      await expect(question).toHaveCount(0);
    });
  });
}

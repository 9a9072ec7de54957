import { REDIRECT_AFTER_LOGOUT_MS, REDIRECT_AFTER_SUCCESS_MS } from '@nukkad/contracts';
import { expect, test } from '../support/test';
import { expectRedirectAfter } from '../support/clock';
import { DEMO, appUrl, latestOtp, uniquePhone, waitForHydration } from '../support/hosts';

test.use({ colorScheme: 'light' });

test.describe('customer sign-in', () => {
  test('a new customer signs up through the 4-box code, sees their profile and logs out', async ({ page }) => {
    const phone = uniquePhone();
    const name = 'Meera Kapoor';
    await page.clock.install();
    await page.goto(appUrl('shop', '/signup'));
    await expect(page).toHaveTitle(/Sign up/);

    await page.getByLabel('Full name').fill(name);
    await page.getByLabel('Phone number').fill(phone);
    // Nothing is sent until the terms are accepted.
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText('Please accept the Terms & Conditions and Privacy Policy')).toBeVisible();
    await page.getByRole('checkbox', { name: /I agree to the Terms & Conditions/ }).check();
    await page.getByRole('button', { name: 'Sign Up' }).click();

    const boxes = page.getByRole('group', { name: 'One-time code' }).getByRole('textbox');
    await expect(boxes).toHaveCount(4);
    const code = await latestOtp(page, phone);
    expect(code).toMatch(/^[A-Z0-9]{4}$/);

    // The first box has focus, and typing one character moves on to the next box.
    await expect(boxes.nth(0)).toBeFocused();
    for (const ch of code) await page.keyboard.type(ch.toLowerCase());
    for (let i = 0; i < 4; i++) await expect(boxes.nth(i)).toHaveValue(code[i]!);

    // Home follows the success after the redirect delay, measured on the page's clock.
    await expectRedirectAfter(page, {
      act: () => page.getByRole('button', { name: 'Verify' }).click(),
      shown: page.getByText('Signup Successful! 🎉'),
      from: appUrl('shop', '/signup'),
      to: appUrl('shop', '/'),
      delayMs: REDIRECT_AFTER_SUCCESS_MS,
    });

    const profileLink = page.getByRole('link', { name: 'Profile' });
    await expect(profileLink).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);
    await profileLink.click();
    await expect(page).toHaveURL(appUrl('shop', '/user/profile'));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText(`+91 ${phone.slice(0, 5)} ${phone.slice(5)}`)).toBeVisible();

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByText('Logged out successfully')).toBeVisible();
    await expect(page).toHaveURL(appUrl('shop', '/'), { timeout: REDIRECT_AFTER_LOGOUT_MS + 3000 });
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();

    // The session cookie is gone: the profile page now sends visitors home.
    await page.goto(appUrl('shop', '/user/profile'));
    await expect(page).toHaveURL(appUrl('shop', '/'));
  });

  test('the demo customer logs in with a code; the countdown survives a reload', async ({ page }) => {
    await page.goto(appUrl('shop', '/login'));
    await expect(page).toHaveTitle(/Login/);

    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByText('Enter your phone number first')).toBeVisible();

    await page.getByLabel('Phone number').fill(DEMO.customer.phone);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    const otpField = page.getByRole('textbox', { name: 'OTP', exact: true });
    await expect(otpField).toBeVisible();
    await expect(page.getByRole('timer')).toHaveText(/^Resend OTP in (2:00|1:[0-5]\d)$/);
    await expect(page.getByRole('button', { name: 'Send OTP' })).toHaveCount(0);

    await page.reload();
    await expect(otpField).toBeVisible();
    await expect(page.getByRole('timer')).toHaveText(/^Resend OTP in 1:[0-5]\d$/);

    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Fill all fields')).toBeVisible();

    const code = await latestOtp(page, DEMO.customer.phone);
    await page.getByLabel('Phone number').fill(DEMO.customer.phone);
    await otpField.fill(code);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Login Successful! 🎉')).toBeVisible();
    await expect(page).toHaveURL(appUrl('shop', '/'));
    await expect(page.getByRole('link', { name: 'Profile' })).toBeVisible();

    // Signed in, the countdown is forgotten.
    await page.goto(appUrl('shop', '/login'));
    await expect(page.getByText(/You're logged in as/)).toBeVisible();
  });
});

test.describe('browsing', () => {
  test('home → groceries → a category shows rows; restaurants lead to open and closed shops', async ({ page }) => {
    await page.goto(appUrl('shop', '/'));
    await expect(page).toHaveTitle('Nukkad — food & groceries from nearby shops');

    const popularShops = page.getByRole('region', { name: 'Popular Shops' });
    await expect(popularShops.getByRole('link').first()).toBeVisible();
    const featured = page.getByRole('region', { name: 'Featured Products' });
    await expect(featured.getByRole('article').first()).toBeVisible();
    expect(await featured.getByRole('article').count()).toBeGreaterThan(4);

    // A signed-out visitor cannot add to a cart.
    await featured.getByRole('button', { name: /^Add .+ to cart$/ }).first().click();
    await expect(page.getByText('Please login first')).toBeVisible();

    await page.getByRole('region', { name: 'Browse Categories' }).getByRole('link', { name: 'Groceries' }).click();
    await expect(page).toHaveURL(appUrl('shop', '/products/groceries'));
    await expect(page.getByRole('list', { name: 'Grocery categories' }).getByRole('link')).toHaveCount(16);

    await page.getByRole('link', { name: 'Dairy & Eggs' }).click();
    await expect(page).toHaveURL(appUrl('shop', `/products/groceries/${encodeURIComponent('Dairy & Eggs')}`));
    await expect(page.getByRole('heading', { level: 1, name: 'Dairy & Eggs' })).toBeVisible();
    const milkRow = page.getByRole('region', { name: 'Milk' });
    await expect(milkRow.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Paneer & Tofu' }).getByRole('heading', { name: /Paneer/ }).first()).toBeVisible();

    await page.goto(appUrl('shop', '/products/restaurants'));
    await expect(page.getByRole('heading', { level: 1, name: 'Discover Restaurants Near You' })).toBeVisible();
    const restaurants = page.getByRole('list', { name: 'Restaurants' });
    await expect(restaurants.getByRole('link').first()).toBeVisible();

    await page.getByLabel('Search restaurants').fill('no such kitchen');
    await expect(page.getByText('No restaurants found')).toBeVisible();
    await page.getByLabel('Search restaurants').fill('');

    await restaurants.getByRole('link').filter({ hasText: 'OPEN until' }).first().click();
    await expect(page).toHaveURL(/\/shop\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Menu' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByText('Shop is Closed Right Now')).toHaveCount(0);

    await page.goBack();
    await restaurants.getByRole('link').filter({ hasText: 'CLOSED – Opens at' }).first().click();
    await expect(page.getByRole('heading', { name: 'Shop is Closed Right Now' })).toBeVisible();
    await expect(page.getByText('This shop is currently closed. Please check back later.')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
  });

  test('an unknown shop shows a friendly not-found state', async ({ page }) => {
    await page.goto(appUrl('shop', '/shop/00000000-0000-4000-8000-000000000000'));
    await expect(page.getByRole('heading', { name: 'Shop not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(appUrl('shop', '/'));
  });
});

test.describe('search and theme', () => {
  test('a typo still finds paneer; an empty search is refused', async ({ page }) => {
    await page.goto(appUrl('shop', '/'));
    const searchBox = page.getByRole('searchbox', { name: 'Search for food, groceries or shops' });

    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText('Please enter a valid key!')).toBeVisible();
    await expect(page).toHaveURL(appUrl('shop', '/'));

    await searchBox.fill('Panner');
    const searched = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/common/search/panner');
    await searchBox.press('Enter');
    await expect(page).toHaveURL(appUrl('shop', '/search/panner'));
    // The call table's reply: the array of products itself, no envelope.
    const products = (await (await searched).json()) as { name: string }[];
    expect(Array.isArray(products)).toBe(true);
    expect(products.some((p) => /paneer/i.test(p.name))).toBe(true);
    await expect(page.getByRole('heading', { level: 2, name: /Paneer/ }).first()).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search for food, groceries or shops' })).toHaveValue('panner');

    await page.goto(appUrl('shop', '/search/zzqqxxyy'));
    await expect(page.getByRole('heading', { name: 'No products found for "zzqqxxyy"' })).toBeVisible();
  });

  test('infinite scroll loads the next page of products and stops at the first page shorter than 20', async ({ page }) => {
    const pagesAsked: string[] = [];
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (url.pathname === '/api/common/search/masala') pagesAsked.push(url.searchParams.get('page') ?? '');
    });
    await page.goto(appUrl('shop', '/search/masala'));
    // The demo catalogue has more than one page of masala products, and fewer than two: scrolling down loads the rest.
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await waitForHydration(page);
    await page.mouse.wheel(0, 20_000);
    await expect(page.getByText(`That's everything for "masala".`)).toBeVisible();
    const shown = Number((await page.locator('.search-count').textContent())?.match(/^\d+/)?.[0]);
    expect(shown).toBeGreaterThan(20);
    expect(shown).toBeLessThan(40);
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
    // The first page came with the server's page; the browser asked only for the next.
    expect(pagesAsked).toEqual(['2']);
  });

  test('the dark theme is kept after a reload', async ({ page }) => {
    await page.goto(appUrl('shop', '/'));
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');

    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  });
});

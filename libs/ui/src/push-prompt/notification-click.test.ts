import { describe, expect, it } from 'vitest';
import { notificationClickPlan, readPush, targetUrl } from './notification-click';

const ORIGIN = 'https://seller.nukkad.in';

describe('a tap on a notification', () => {
  it('opens the page in a new window when no window of the app is open', () => {
    expect(notificationClickPlan('/seller-confirm?orderId=7', ORIGIN, [])).toEqual({ action: 'open', url: `${ORIGIN}/seller-confirm?orderId=7` });
    // Windows of other sites are not the app's.
    expect(notificationClickPlan('/orders', ORIGIN, [{ url: 'https://shop.nukkad.in/orders', focused: true }])).toEqual({ action: 'open', url: `${ORIGIN}/orders` });
  });

  it('brings forward a window already showing the page, without reloading it', () => {
    const windows = [{ url: `${ORIGIN}/seller`, focused: true }, { url: `${ORIGIN}/seller-confirm?orderId=7` }];
    expect(notificationClickPlan('/seller-confirm?orderId=7', ORIGIN, windows)).toEqual({ action: 'focus', index: 1, url: `${ORIGIN}/seller-confirm?orderId=7`, navigate: false });
  });

  it('sends the focused window of the app to the page, else the first one', () => {
    const windows = [{ url: `${ORIGIN}/a` }, { url: `${ORIGIN}/b`, focused: true }];
    expect(notificationClickPlan('/c', ORIGIN, windows)).toEqual({ action: 'focus', index: 1, url: `${ORIGIN}/c`, navigate: true });
    expect(notificationClickPlan('/c', ORIGIN, [{ url: 'https://elsewhere.example/' }, { url: `${ORIGIN}/a` }])).toEqual({ action: 'focus', index: 1, url: `${ORIGIN}/c`, navigate: true });
  });

  it('never leads off the app: another origin, a script URL or nothing goes to the app’s home', () => {
    for (const url of ['https://evil.example/phish', 'javascript:alert(1)', '//evil.example/x', '', undefined, 42]) {
      expect({ url, to: targetUrl(url, ORIGIN) }).toEqual({ url, to: `${ORIGIN}/` });
    }
    expect(targetUrl(`${ORIGIN}/delivery/order/9`, ORIGIN)).toBe(`${ORIGIN}/delivery/order/9`);
  });
});

describe('a push as shown', () => {
  it('takes the title, text and page the API sends', () => {
    expect(readPush(JSON.stringify({ title: 'Nukkad Seller', body: 'New order #AB12CD: 1 item(s) to confirm', url: '/seller-confirm?orderId=1' }), 'Nukkad')).toEqual({
      title: 'Nukkad Seller',
      body: 'New order #AB12CD: 1 item(s) to confirm',
      url: '/seller-confirm?orderId=1',
    });
  });

  it('shows anything else as plain text from the app, leading home', () => {
    expect(readPush('Hello', 'Nukkad')).toEqual({ title: 'Nukkad', body: 'Hello', url: '/' });
    expect(readPush(null, 'Nukkad')).toEqual({ title: 'Nukkad', body: '', url: '/' });
    expect(readPush('{"title":1}', 'Nukkad')).toEqual({ title: 'Nukkad', body: '{"title":1}', url: '/' });
  });
});

import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import { profileReply, SHOP_ID } from '../../../testing/seller-shop-fixtures';

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path d="M0 0h29v29H0z"/></svg>';
const SHOP_URL = `http://shop.localhost:8080/shop/${SHOP_ID}`;

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** The profile as JSON, and the QR code as the API sends it: SVG text with the address in a header. */
function mockQr(qr: () => Response) {
  let qrCalls = 0;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url === '/api/shop/seller-profile') return new Response(JSON.stringify(profileReply()), { headers: { 'content-type': 'application/json' } });
    if (url === '/api/shop/qr.svg') {
      qrCalls++;
      return qr();
    }
    return new Response(JSON.stringify({ success: false, message: `No mock for ${url}` }), { status: 500 });
  });
  return () => qrCalls;
}

describe("the shop's QR code on the profile", () => {
  it('shows the code, the address it opens and both downloads', async () => {
    mockQr(() => new Response(SVG, { headers: { 'content-type': 'image/svg+xml', 'x-shop-url': SHOP_URL } }));
    renderApp('/seller/profile', { signedIn: true });
    const card = await screen.findByRole('region', { name: 'Shop QR code' });
    const image = await within(card).findByRole('img', { name: `QR code opening Ravi Kirana at ${SHOP_URL}` });
    expect(image.getAttribute('src')).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(SVG)}`);
    expect(within(card).getByRole('link', { name: SHOP_URL }).getAttribute('href')).toBe(SHOP_URL);
    const png = within(card).getByRole('link', { name: 'Download PNG' });
    expect(png.getAttribute('href')).toBe('/api/shop/qr.png');
    expect(png.hasAttribute('download')).toBe(true);
    expect(within(card).getByRole('link', { name: 'Download SVG' }).getAttribute('href')).toBe('/api/shop/qr.svg');
  });

  it('says what went wrong and tries again on Retry', async () => {
    let fail = true;
    const calls = mockQr(() =>
      fail
        ? new Response(JSON.stringify({ success: false, message: 'Add your shop first.' }), { status: 409, headers: { 'content-type': 'application/json' } })
        : new Response(SVG, { headers: { 'content-type': 'image/svg+xml', 'x-shop-url': SHOP_URL } }),
    );
    renderApp('/seller/profile', { signedIn: true });
    const card = await screen.findByRole('region', { name: 'Shop QR code' });
    expect(await within(card).findByText('Add your shop first.')).toBeTruthy();
    fail = false;
    fireEvent.click(within(card).getByRole('button', { name: 'Retry' }));
    expect(await within(card).findByRole('img', { name: /QR code opening/ })).toBeTruthy();
    expect(calls()).toBeGreaterThanOrEqual(2);
  });
});

import { fakeEventSourceEachTest } from '@nukkad/api-client/testing';
import { cleanup, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { INSTALL_DISMISSED_KEY } from '../features/install/hooks/use-install-prompt';
import { STORAGE_KEYS } from '../lib/storage';
import { renderApp } from '../testing/test-utils';
import { FirstPaint } from './first-paint';

/**
 * An element as the eye sees it: its tag, classes and text, and its children's, in order. Attributes that only
 * assistive technology or the router read (ids, aria-*, href) are left out; below the fold, so is the footer; and so
 * is the live indicator while the stream connects, which is empty then and takes no room (styles.css).
 */
function shape(element: Element): string {
  if (element.tagName === 'FOOTER') return '';
  if (element.classList.contains('live-indicator--connecting') && element.childNodes.length === 0) return '';
  const classes = element.getAttribute('class') ?? '';
  const children = [...element.childNodes]
    .map((node) => (node.nodeType === node.TEXT_NODE ? (node.textContent ?? '').trim() : node instanceof Element ? shape(node) : ''))
    .filter(Boolean);
  return `<${element.tagName.toLowerCase()}${classes ? ` class="${classes}"` : ''}>${children.join('')}</${element.tagName.toLowerCase()}>`;
}

/** The app's own first render at `path`: every call to the API is still on its way, as it is the moment the app arrives. */
async function realFirstRender(path: string, selector: string, signedIn: boolean) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>(() => undefined));
  const { container } = renderApp(path, { signedIn });
  await vi.waitFor(() => expect(container.querySelector(selector)).not.toBeNull());
  const real = shape(container.querySelector(selector)!);
  cleanup();
  return real;
}

function firstPaint(path: string, selector: string) {
  const { container } = render(<FirstPaint path={path} />);
  const painted = shape(container.querySelector(selector)!);
  cleanup();
  return painted;
}

// As in a browser: the live updates' stream is still connecting at the first render, so no Offline badge shows.
fakeEventSourceEachTest();

describe('the first paint', () => {
  it.each([
    ['a visitor', false],
    ['a returning customer, whose session is still being checked', true],
  ])('of the home looks exactly as the home first renders for %s', async (_, signedIn) => {
    const real = await realFirstRender('/', '.app-shell', signedIn);
    if (signedIn) window.localStorage.setItem(STORAGE_KEYS.session, '1');
    expect(firstPaint('/', '.app-shell')).toBe(real);
    // The comparison holds something: the hero, the tiles and both skeleton rows are in it.
    expect(real).toContain('<h1 class="hero__title">Food & groceries from shops around the corner</h1>');
    expect(real.match(/class="category-tile /g)).toHaveLength(3);
    expect(real.match(/class="skeleton-card"/g)).toHaveLength(13);
    expect(real).toContain(signedIn ? 'top-nav__placeholder' : 'top-nav__login');
  });

  it('follows the theme and the install banner the customer chose', async () => {
    window.localStorage.setItem(STORAGE_KEYS.theme, 'dark');
    window.localStorage.setItem(INSTALL_DISMISSED_KEY, 'true');
    const real = await realFirstRender('/', '.app-shell', false);
    window.localStorage.setItem(STORAGE_KEYS.theme, 'dark');
    window.localStorage.setItem(INSTALL_DISMISSED_KEY, 'true');
    expect(firstPaint('/', '.app-shell')).toBe(real);
    expect(real).not.toContain('install-banner');
    expect(real).toContain('Light');
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
  });

  it('of any other page is the loader the router shows while that page arrives', async () => {
    const real = await realFirstRender('/cart', '.page-loader', false);
    expect(firstPaint('/cart', '.page-loader')).toBe(real);
    expect(real).toContain('Loading…');
  });

  it('can be neither used nor read out: the real page replaces it a moment later', () => {
    const { container } = render(<FirstPaint path="/" />);
    expect(container.querySelector('.app-shell')!.parentElement!.hasAttribute('inert')).toBe(true);
  });
});

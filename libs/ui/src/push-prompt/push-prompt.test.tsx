import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PUSH_PROMPT_TEXTS, PushPrompt } from './push-prompt';
import { pushAvailability, PUSH_BLOCKED_MESSAGE } from './push-support';

const REASON = 'Hear of each new order at once.';
const STORAGE_KEY = 'test.pushPrompt';

describe('pushAvailability', () => {
  const env = { hasServiceWorker: true, hasPushManager: true, hasNotification: true, isIos: false, isStandalone: false };
  it('offers push where the browser has it, asks an iPhone to install the app first, and says nothing elsewhere', () => {
    expect(pushAvailability(env)).toBe('supported');
    expect(pushAvailability({ ...env, hasPushManager: false, hasNotification: false, isIos: true })).toBe('install-first');
    expect(pushAvailability({ ...env, hasPushManager: true, isIos: true, isStandalone: true })).toBe('supported');
    expect(pushAvailability({ ...env, hasPushManager: false, isIos: false })).toBe('unsupported');
  });
});

describe('PushPrompt', () => {
  const api = { getKey: vi.fn(async () => 'key'), subscribe: vi.fn(async () => ({})) };
  let permission: NotificationPermission;

  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
    permission = 'default';
    vi.stubGlobal('PushManager', function PushManager() {});
    vi.stubGlobal('Notification', {
      get permission() {
        return permission;
      },
      requestPermission: vi.fn(async () => (permission = 'denied')),
    });
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { ready: new Promise(() => {}) } });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    // The web tests share their worker's globals: leave navigator as it was.
    Reflect.deleteProperty(navigator, 'serviceWorker');
    localStorage.clear();
  });

  it('never asks a visitor', () => {
    render(<PushPrompt signedIn={false} reason={REASON} api={api} storageKey={STORAGE_KEY} />);
    act(() => void vi.advanceTimersByTime(60_000));
    expect(screen.queryByText(PUSH_PROMPT_TEXTS.title)).toBeNull();
  });

  it('asks at once after a sign-in on the page, with the app’s reason', () => {
    const { rerender } = render(<PushPrompt signedIn={false} reason={REASON} api={api} storageKey={STORAGE_KEY} />);
    rerender(<PushPrompt signedIn reason={REASON} api={api} storageKey={STORAGE_KEY} />);
    expect(screen.getByText(PUSH_PROMPT_TEXTS.title)).toBeTruthy();
    expect(screen.getByText(REASON)).toBeTruthy();
  });

  it('asks someone signed in on arrival only after a while in the app, not on the first load', () => {
    render(<PushPrompt signedIn reason={REASON} api={api} storageKey={STORAGE_KEY} />);
    expect(screen.queryByText(PUSH_PROMPT_TEXTS.title)).toBeNull();
    act(() => void vi.advanceTimersByTime(20_000));
    expect(screen.getByText(PUSH_PROMPT_TEXTS.title)).toBeTruthy();
  });

  it('remembers “Not now” on this device', () => {
    const { rerender, unmount } = render(<PushPrompt signedIn={false} reason={REASON} api={api} storageKey={STORAGE_KEY} />);
    rerender(<PushPrompt signedIn reason={REASON} api={api} storageKey={STORAGE_KEY} />);
    fireEvent.click(screen.getByRole('button', { name: PUSH_PROMPT_TEXTS.notNow }));
    expect(screen.queryByText(PUSH_PROMPT_TEXTS.title)).toBeNull();
    unmount();
    const again = render(<PushPrompt signedIn={false} reason={REASON} api={api} storageKey={STORAGE_KEY} />);
    again.rerender(<PushPrompt signedIn reason={REASON} api={api} storageKey={STORAGE_KEY} />);
    expect(screen.queryByText(PUSH_PROMPT_TEXTS.title)).toBeNull();
  });

  it('says plainly when the browser blocks notifications, and subscribes nothing', async () => {
    const { rerender } = render(<PushPrompt signedIn={false} reason={REASON} api={api} storageKey={STORAGE_KEY} />);
    rerender(<PushPrompt signedIn reason={REASON} api={api} storageKey={STORAGE_KEY} />);
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: PUSH_PROMPT_TEXTS.turnOn })));
    expect(screen.getByRole('alert').textContent).toBe(PUSH_BLOCKED_MESSAGE);
    expect(api.subscribe).not.toHaveBeenCalled();
  });

  it('with permission given, hands this device’s subscription to the API again once per sign-in, without asking', async () => {
    permission = 'granted';
    const subscription = { endpoint: 'https://push.example/d1', keys: { p256dh: 'p', auth: 'a' } };
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { ready: Promise.resolve({ pushManager: { getSubscription: async () => ({ toJSON: () => subscription }) } }) },
    });
    sessionStorage.clear();
    api.subscribe.mockClear();
    const first = render(<PushPrompt signedIn reason={REASON} api={api} storageKey={STORAGE_KEY} />);
    await act(async () => {});
    expect(api.subscribe).toHaveBeenCalledWith(subscription);
    expect(screen.queryByText(PUSH_PROMPT_TEXTS.title)).toBeNull();
    first.unmount();
    render(<PushPrompt signedIn reason={REASON} api={api} storageKey={STORAGE_KEY} />);
    await act(async () => {});
    expect(api.subscribe).toHaveBeenCalledTimes(1);
    sessionStorage.clear();
  });

  it('tells an iPhone visitor in Safari to add the app to the Home Screen first', () => {
    vi.stubGlobal('PushManager', undefined);
    Reflect.deleteProperty(window, 'PushManager');
    const ua = vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari');
    const { rerender } = render(<PushPrompt signedIn={false} reason={REASON} api={api} storageKey={STORAGE_KEY} />);
    rerender(<PushPrompt signedIn reason={REASON} api={api} storageKey={STORAGE_KEY} />);
    expect(screen.getByText(PUSH_PROMPT_TEXTS.installTitle)).toBeTruthy();
    expect(screen.getByText(PUSH_PROMPT_TEXTS.install)).toBeTruthy();
    ua.mockRestore();
  });
});

// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSessionMarker } from './session-marker';

const KEY = 'nukkad.test.session';

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('createSessionMarker', () => {
  it('set, has and clear read and write "1" under its own key', () => {
    const marker = createSessionMarker(KEY);
    expect(marker.has()).toBe(false);
    marker.set();
    expect(marker.has()).toBe(true);
    expect(window.localStorage.getItem(KEY)).toBe('1');
    expect(createSessionMarker('nukkad.other.session').has()).toBe(false);
    marker.clear();
    expect(marker.has()).toBe(false);
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });

  it('useIsSet re-renders when this tab sets or clears the marker', () => {
    const marker = createSessionMarker(KEY);
    const { result } = renderHook(() => marker.useIsSet());
    expect(result.current).toBe(false);
    act(() => marker.set());
    expect(result.current).toBe(true);
    act(() => marker.clear());
    expect(result.current).toBe(false);
  });

  it('useIsSet follows a sign-in or sign-out in another tab (storage event)', () => {
    const marker = createSessionMarker(KEY);
    const { result } = renderHook(() => marker.useIsSet());
    act(() => {
      window.localStorage.setItem(KEY, '1');
      window.dispatchEvent(new StorageEvent('storage', { key: KEY, newValue: '1' }));
    });
    expect(result.current).toBe(true);
    act(() => {
      window.localStorage.clear();
      window.dispatchEvent(new StorageEvent('storage', { key: null }));
    });
    expect(result.current).toBe(false);
  });

  it('behaves as signed out when storage is blocked, without throwing', () => {
    // As in a browser that blocks site data: touching localStorage throws.
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    const marker = createSessionMarker(KEY);
    const { result } = renderHook(() => marker.useIsSet());
    expect(() => act(() => marker.set())).not.toThrow();
    expect(marker.has()).toBe(false);
    expect(result.current).toBe(false);
    expect(() => marker.clear()).not.toThrow();
  });
});

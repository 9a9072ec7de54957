import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './http';
import { clearOnUnauthorized, createQueryClient, retryUnlessClientError } from './query-client';
import type { SessionMarker } from './session-marker';

function fakeMarker(signedIn: boolean): SessionMarker {
  let value = signedIn;
  return {
    has: () => value,
    set: () => (value = true),
    clear: vi.fn(() => (value = false)),
    useIsSet: () => value,
  };
}

describe('clearOnUnauthorized', () => {
  it('clears the marker on a 401 and then calls onCleared', () => {
    const marker = fakeMarker(true);
    const onCleared = vi.fn();
    clearOnUnauthorized(marker, onCleared)(new ApiError(401, 'Please log in to continue.'));
    expect(marker.has()).toBe(false);
    expect(onCleared).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a 403', new ApiError(403, 'Not allowed')],
    ['a 500', new ApiError(500, 'Something went wrong. Please try again later.')],
    ['a network failure', new ApiError(0, 'Could not reach the server.')],
    ['any other error', new Error('boom')],
  ])('leaves the marker alone for %s', (_, error) => {
    const marker = fakeMarker(true);
    const onCleared = vi.fn();
    clearOnUnauthorized(marker, onCleared)(error);
    expect(marker.has()).toBe(true);
    expect(onCleared).not.toHaveBeenCalled();
  });

  it('does nothing on a 401 when nobody is signed in', () => {
    const marker = fakeMarker(false);
    const onCleared = vi.fn();
    clearOnUnauthorized(marker, onCleared)(new ApiError(401, 'Please log in to continue.'));
    expect(marker.clear).not.toHaveBeenCalled();
    expect(onCleared).not.toHaveBeenCalled();
  });
});

describe('retryUnlessClientError', () => {
  it('never retries a 4xx, and retries network and server failures up to the limit', () => {
    const retry = retryUnlessClientError(2);
    expect(retry(0, new ApiError(404, 'No such shop'))).toBe(false);
    expect(retry(0, new ApiError(0, 'offline'))).toBe(true);
    expect(retry(1, new ApiError(503, 'down'))).toBe(true);
    expect(retry(2, new ApiError(503, 'down'))).toBe(false);
  });
});

describe('createQueryClient', () => {
  it('drops every cached reply after a 401 clears the marker', async () => {
    vi.useFakeTimers();
    const marker = fakeMarker(true);
    const queryClient = createQueryClient({ maxRetries: 0, staleTime: 0, sessionMarker: marker });
    queryClient.setQueryData(['cached'], 1);
    await queryClient
      .fetchQuery({ queryKey: ['me'], queryFn: () => Promise.reject(new ApiError(401, 'Please log in to continue.')) })
      .catch(() => undefined);
    expect(marker.has()).toBe(false);
    await vi.runAllTimersAsync();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    vi.useRealTimers();
  });
});

import { jsonResponse, requestUrl } from '@nukkad/api-client/testing';
import { vi } from 'vitest';

export type ApiReply = { status?: number; body: unknown };
/** Replies keyed by "METHOD /api/path"; a function receives the parsed JSON body and the URL (to read its query). */
export type ApiRoutes = Record<string, ApiReply | Promise<ApiReply> | ((body: unknown, url: URL) => ApiReply | Promise<ApiReply>)>;

/** Mocks fetch for the app's same-origin /api calls; an unexpected call fails loudly with a 599. */
export function mockApi(routes: ApiRoutes) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(requestUrl(input), 'http://admin.localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const route = routes[key];
    const reply: ApiReply = !route
      ? { status: 599, body: { success: false, message: `Unexpected call in test: ${key}` } }
      : typeof route === 'function'
        ? await route(init?.body ? JSON.parse(String(init.body)) : undefined, url)
        : await route;
    return jsonResponse(reply.status ?? 200, reply.body);
  });
}

/** The [method, path, body] of each call the mock received. */
export function apiCalls(fetchMock: ReturnType<typeof mockApi>) {
  return fetchMock.mock.calls.map(
    ([input, init]) => [init?.method ?? 'GET', requestUrl(input), init?.body ? JSON.parse(String(init.body)) : undefined] as const,
  );
}

/** The calls to one path, as URLs (to read their query). */
export function callsTo(fetchMock: ReturnType<typeof mockApi>, path: string) {
  return apiCalls(fetchMock)
    .map(([method, url, body]) => ({ method, url: new URL(url, 'http://admin.localhost'), body }))
    .filter((call) => call.url.pathname === path);
}

/** A reply the test sends later, for states that must stay pending for a while. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

export const ADMIN = { _id: '6f1c2b7e-3d4a-4c5b-9e8f-0a1b2c3d4e5f', name: 'Asha Verma', email: 'asha@nukkad.local' };

/** The toasts on screen, as read aloud ("Error: …"). */
export const toasts = () => [...document.querySelectorAll('.toast__message')].map((message) => message.textContent);

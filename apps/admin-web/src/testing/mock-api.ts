import { vi } from 'vitest';

export type ApiReply = { status?: number; body: unknown };
/** Replies keyed by "METHOD /api/path"; a function receives the parsed JSON body. */
export type ApiRoutes = Record<string, ApiReply | ((body: unknown) => ApiReply)>;

/** Mocks fetch for the app's same-origin /api calls; an unexpected call fails loudly with a 599. */
export function mockApi(routes: ApiRoutes) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const key = `${init?.method ?? 'GET'} ${new URL(url, 'http://admin.localhost').pathname}`;
    const route = routes[key];
    const reply: ApiReply = !route
      ? { status: 599, body: { success: false, message: `Unexpected call in test: ${key}` } }
      : typeof route === 'function'
        ? route(init?.body ? JSON.parse(String(init.body)) : undefined)
        : route;
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
}

/** The [method, path, body] of each call the mock received. */
export function apiCalls(fetchMock: ReturnType<typeof mockApi>) {
  return fetchMock.mock.calls.map(([input, init]) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    return [init?.method ?? 'GET', url, init?.body ? JSON.parse(String(init.body)) : undefined] as const;
  });
}

export const ADMIN = { _id: '6f1c2b7e-3d4a-4c5b-9e8f-0a1b2c3d4e5f', name: 'Asha Verma', email: 'asha@nukkad.local' };

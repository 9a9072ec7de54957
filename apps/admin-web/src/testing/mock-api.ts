import { jsonResponse, requestUrl } from '@nukkad/api-client/testing';
import { vi } from 'vitest';

export type ApiReply = { status?: number; body: unknown };
/** Replies keyed by "METHOD /api/path"; a function receives the parsed JSON body. */
export type ApiRoutes = Record<string, ApiReply | ((body: unknown) => ApiReply)>;

/** Mocks fetch for the app's same-origin /api calls; an unexpected call fails loudly with a 599. */
export function mockApi(routes: ApiRoutes) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const key = `${init?.method ?? 'GET'} ${new URL(requestUrl(input), 'http://admin.localhost').pathname}`;
    const route = routes[key];
    const reply: ApiReply = !route
      ? { status: 599, body: { success: false, message: `Unexpected call in test: ${key}` } }
      : typeof route === 'function'
        ? route(init?.body ? JSON.parse(String(init.body)) : undefined)
        : route;
    return jsonResponse(reply.status ?? 200, reply.body);
  });
}

/** The [method, path, body] of each call the mock received. */
export function apiCalls(fetchMock: ReturnType<typeof mockApi>) {
  return fetchMock.mock.calls.map(
    ([input, init]) => [init?.method ?? 'GET', requestUrl(input), init?.body ? JSON.parse(String(init.body)) : undefined] as const,
  );
}

export const ADMIN = { _id: '6f1c2b7e-3d4a-4c5b-9e8f-0a1b2c3d4e5f', name: 'Asha Verma', email: 'asha@nukkad.local' };

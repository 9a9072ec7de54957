import { jsonResponse, requestUrl } from './fetch';
import { vi } from 'vitest';

export type MockReply = { status?: number; body: unknown };
export type MockHandler = (url: string, init: RequestInit | undefined) => MockReply | undefined | Promise<MockReply | undefined>;

/** Answers the app's API calls from `handler`; a call it does not answer is a 500 naming the url. */
export function mockApi(handler: MockHandler) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = requestUrl(input);
    const reply = (await handler(url, init)) ?? { status: 500, body: { success: false, message: `No mock for ${url}` } };
    return jsonResponse(reply.status ?? 200, reply.body);
  });
}

/** The calls a mocked fetch received to urls starting with `prefix`, as [url, init] pairs. */
export function callsTo(fetchSpy: ReturnType<typeof mockApi>, prefix: string) {
  return fetchSpy.mock.calls
    .map(([input, init]) => [requestUrl(input), init] as const)
    .filter(([url]) => url.startsWith(prefix));
}

/** The JSON body a mocked call was sent with. */
export const sentBody = (init: RequestInit | undefined) => JSON.parse(String(init?.body ?? 'null')) as unknown;

/** A promise the test settles later, for replies that must stay pending for a while. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

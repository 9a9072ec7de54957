import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, loadedReplySchemas, request } from './http';

// The contracts' schemas are a chunk of their own; here the first fetch of it fails, as it would offline.
let fetches = 0;
vi.mock('./reply-schemas', async (importOriginal) => {
  fetches += 1;
  if (fetches === 1) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

const respond = (body: unknown) => vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(body), { status: 200 }));

describe('reply schemas picked from the contracts', () => {
  afterEach(() => vi.restoreAllMocks());

  it('are fetched with the first call; one that cannot fetch them fails in plain words, and the next call fetches them again', async () => {
    expect(loadedReplySchemas()).toBeUndefined();
    respond({ success: true, value: 7 });
    const failed = await request('/thing', { reply: (c) => c.envelope({ value: z.number() }) }).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(ApiError);
    expect((failed as ApiError).message).toMatch(/could not reach the server/i);
    expect((failed as ApiError).status).toBe(0);

    respond({ success: true, value: 7 });
    const out = await request('/thing', { reply: (c) => c.envelope({ value: z.number() }) });
    expect(out.value).toBe(7);
    expect(loadedReplySchemas()?.envelope).toBeTypeOf('function');
    expect(fetches).toBe(2);
  });

  it('check the reply like a schema given directly', async () => {
    respond({ success: true, value: 'seven' });
    const err = await request('/thing', { reply: (c) => c.envelope({ value: z.number() }) }).catch((e: unknown) => e);
    expect((err as ApiError).message).toBe('The server sent an unexpected reply.');
  });
});

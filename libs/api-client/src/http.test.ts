import { envelope } from '@nukkad/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, errorMessage, request } from './http';

const reply = envelope({ value: z.number() });
const respond = (status: number, body: unknown) =>
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(body), { status }));

describe('request', () => {
  afterEach(() => vi.restoreAllMocks());

  it('calls the same origin with cookies and parses the reply', async () => {
    const fetchSpy = respond(200, { success: true, value: 7 });
    const out = await request('/thing', { query: { page: 2, skip: undefined }, reply });
    expect(out.value).toBe(7);
    expect(fetchSpy).toHaveBeenCalledWith('/api/thing?page=2', expect.objectContaining({ credentials: 'include', method: 'GET' }));
  });

  it("throws an ApiError carrying the server's message and fields", async () => {
    respond(400, { success: false, message: 'Phone must be 10 digits', errors: [{ path: 'phone', message: 'Phone must be 10 digits' }] });
    const err = await request('/x', { method: 'POST', body: {}, reply }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(400);
    expect((err as ApiError).message).toBe('Phone must be 10 digits');
    expect((err as ApiError).errors[0]?.path).toBe('phone');
  });

  it('treats success:false as a failure even with 200', async () => {
    respond(200, { success: false, message: 'Nope' });
    await expect(request('/x', { reply })).rejects.toThrow('Nope');
  });

  it('reports a network failure in plain words', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const err = await request('/x', { reply }).catch((e: unknown) => e);
    expect(errorMessage(err, 'fallback')).toMatch(/could not reach the server/i);
    expect(errorMessage(new Error('boom'), 'Login failed')).toBe('Login failed');
  });
});

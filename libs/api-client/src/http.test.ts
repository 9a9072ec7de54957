import type { envelope } from '@nukkad/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { ApiError, errorMessage, request } from './http';

type Reply = ReturnType<typeof envelope<{ value: z.ZodNumber }>>;
const respond = (status: number, body: unknown) =>
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(body), { status }));

describe('request', () => {
  afterEach(() => vi.restoreAllMocks());

  it('calls the same origin with cookies and parses the reply', async () => {
    const fetchSpy = respond(200, { success: true, value: 7 });
    const out = await request<Reply>('/thing', { query: { page: 2, skip: undefined } });
    expect(out.value).toBe(7);
    expect(fetchSpy).toHaveBeenCalledWith('/api/thing?page=2', expect.objectContaining({ credentials: 'include', method: 'GET' }));
  });

  it("throws an ApiError carrying the server's message and fields", async () => {
    respond(400, { success: false, message: 'Phone must be 10 digits', errors: [{ path: 'phone', message: 'Phone must be 10 digits' }] });
    const err = await request<Reply>('/x', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(400);
    expect((err as ApiError).message).toBe('Phone must be 10 digits');
    expect((err as ApiError).errors[0]?.path).toBe('phone');
  });

  it('treats success:false as a failure even with 200', async () => {
    respond(200, { success: false, message: 'Nope' });
    await expect(request<Reply>('/x')).rejects.toThrow('Nope');
  });

  it('reports a network failure in plain words', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const err = await request<Reply>('/x').catch((e: unknown) => e);
    expect((err as ApiError).message).toMatch(/could not reach the server/i);
    expect(errorMessage(new Error('boom'), 'Login failed')).toBe('Login failed');
  });
});

describe('serverMessage', () => {
  afterEach(() => vi.restoreAllMocks());

  const failure = () =>
    request<Reply>('/x').then(
      () => {
        throw new Error('the call should have failed');
      },
      (e: unknown) => e as ApiError,
    );

  it.each([400, 401, 409, 500, 200])('is the message of a success:false reply with status %i', async (status) => {
    respond(status, { success: false, message: 'Shop is closed right now.' });
    const err = await failure();
    expect(err.serverMessage).toBe('Shop is closed right now.');
    expect(errorMessage(err, 'fallback')).toBe('Shop is closed right now.');
  });

  it('is null for a network failure, and errorMessage gives the fallback', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const err = await failure();
    expect(err.status).toBe(0);
    expect(err.serverMessage).toBeNull();
    expect(errorMessage(err, 'Login failed')).toBe('Login failed');
  });

  it('is null for an unreadable reply', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    const err = await failure();
    expect(err.message).toBe('Request failed (502)');
    expect(err.serverMessage).toBeNull();
    expect(errorMessage(err, 'Signup failed')).toBe('Signup failed');
  });

  it('is null for a failure without a message, or one not marked success:false', async () => {
    respond(400, { success: false });
    expect((await failure()).serverMessage).toBeNull();
    respond(404, { message: 'Not Found' });
    expect((await failure()).serverMessage).toBeNull();
  });

  it('is null when a successful reply is not a JSON object', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('<html>Portal login</html>', { status: 200 }));
    const err = await failure();
    expect(err.message).toBe('The server sent an unexpected reply.');
    expect(err.serverMessage).toBeNull();
  });
});

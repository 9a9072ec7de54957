import { describe, expect, it } from 'vitest';
import { jsonResponse, requestUrl } from './fetch';

describe('jsonResponse', () => {
  it('is a JSON reply with the given status', async () => {
    const reply = jsonResponse(409, { success: false, message: 'Taken' });
    expect(reply.status).toBe(409);
    expect(reply.headers.get('content-type')).toBe('application/json');
    expect(await reply.json()).toEqual({ success: false, message: 'Taken' });
  });
});

describe('requestUrl', () => {
  it.each([
    ['a string', '/api/auth/getUser'],
    ['a URL', new URL('http://localhost/api/auth/getUser')],
    ['a Request', new Request('http://localhost/api/auth/getUser')],
  ])('reads %s', (_, input) => {
    expect(requestUrl(input)).toMatch(/\/api\/auth\/getUser$/);
  });
});

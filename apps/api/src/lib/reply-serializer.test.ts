import { Writable } from 'node:stream';
import { SERVER_ERROR_MESSAGE } from '@nukkad/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import errorHandler from '../plugins/app/error-handler';
import { replySerializerCompiler } from './reply-serializer';

const card = z.object({
  success: z.literal(true),
  name: z.string(),
  price: z.number().nullable(),
  note: z.string().optional(),
  rating: z.object({ average: z.number(), count: z.number().int() }).nullable(),
  tags: z.array(z.object({ label: z.string() })),
});

const replies: Record<string, unknown> = {
  'with-more': {
    secret: 'hash-1',
    success: true,
    name: 'Chai "Kadak" ☕\n',
    price: null,
    rating: { average: 4.5, count: 12, voters: ['hash-2'] },
    tags: [{ label: 'hot', internal: 'hash-3' }],
  },
  'note-given': { success: true, name: 'Lassi', price: 40.5, note: 'sweet', rating: null, tags: [] },
  'missing-field': { success: true, name: 'Chai', rating: null, tags: [] },
  'wrong-type': { success: true, name: 9876543, price: 20, rating: null, tags: [] },
};

async function server(checkReplies: boolean): Promise<{ app: FastifyInstance; log: () => string; compiled: () => number }> {
  let log = '';
  let compiled = 0;
  const stream = new Writable({
    write(chunk, _encoding, done) {
      log += chunk.toString();
      done();
    },
  });
  const app = Fastify({ logger: { level: 'error', stream } });
  const compile = replySerializerCompiler({ checkReplies });
  app.setSerializerCompiler<z.ZodType>((route) => {
    compiled += 1;
    return compile(route);
  });
  await app.register(errorHandler);
  for (const [name, value] of Object.entries(replies)) {
    app.get(`/${name}`, { schema: { response: { 200: card } } }, async () => value);
  }
  await app.ready();
  return { app, log: () => log, compiled: () => compiled };
}

describe.each([
  { mode: 'checked (development and tests)', checkReplies: true },
  { mode: 'unchecked (production)', checkReplies: false },
])('replies written from their schema, $mode', ({ checkReplies }) => {
  let s: Awaited<ReturnType<typeof server>>;
  beforeAll(async () => {
    s = await server(checkReplies);
  });
  afterAll(() => s.app.close());

  it('sends only the fields of the schema, at every depth, and nulls as null', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/with-more' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(
      '{"success":true,"name":"Chai \\"Kadak\\" ☕\\n","price":null,"rating":{"average":4.5,"count":12},"tags":[{"label":"hot"}]}',
    );
  });

  it('writes an optional field when given and leaves it out when not', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/note-given' });
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ success: true, name: 'Lassi', price: 40.5, note: 'sweet', rating: null, tags: [] });
    expect(res.body).not.toContain('"note":null');
  });

  it('turns a reply missing a field into the masked 500, logged as off its schema', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/missing-field' });
    expect(res.statusCode).toBe(500);
    expect(JSON.parse(res.body)).toEqual({ success: false, message: SERVER_ERROR_MESSAGE });
    expect(s.log()).toContain('reply did not match its schema');
  });

  it('compiles each route’s writer once, at start, not per request', async () => {
    const before = s.compiled();
    expect(before).toBeGreaterThanOrEqual(Object.keys(replies).length);
    for (let i = 0; i < 3; i++) await s.app.inject({ method: 'GET', url: '/note-given' });
    expect(s.compiled()).toBe(before);
  });
});

describe('the zod check of replies', () => {
  it('refuses a value of the wrong type when on, naming the field but not the value', async () => {
    const s = await server(true);
    const res = await s.app.inject({ method: 'GET', url: '/wrong-type' });
    await s.app.close();
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('9876543');
    expect(s.log()).toContain('"path":"name"');
    expect(s.log()).not.toContain('9876543');
  });

  it('is left to the tests: off, the writer turns a number into the text field’s string', async () => {
    const s = await server(false);
    const res = await s.app.inject({ method: 'GET', url: '/wrong-type' });
    await s.app.close();
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('{"success":true,"name":"9876543","price":20,"rating":null,"tags":[]}');
  });
});

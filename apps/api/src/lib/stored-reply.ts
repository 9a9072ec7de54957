import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A reply written once: its JSON and the entity tag clients revalidate it with. */
export type StoredReply = { body: string; etag: string };

/** Writes a reply with the route's own serializer and tags it by its bytes. */
export function storeReply(reply: FastifyReply, value: unknown): StoredReply {
  const body = reply.serialize(value);
  if (typeof body !== 'string') throw new TypeError('a stored reply must serialize to text');
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}

/** Whether an If-None-Match header names this tag (a list, a weak tag or `*` included). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

/** Sends stored bytes, or 304 when the client already holds them; clients revalidate before every reuse. */
export function sendStored(request: FastifyRequest, reply: FastifyReply, stored: StoredReply) {
  reply.header('cache-control', 'no-cache').header('etag', stored.etag);
  if (matchesEtag(request.headers['if-none-match'], stored.etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(stored.body);
}

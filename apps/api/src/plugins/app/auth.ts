import { ROLES, type Role, NOT_LOGGED_IN_MESSAGE, NOT_ALLOWED_MESSAGE, ACCOUNT_GONE_MESSAGE } from '@nukkad/contracts';
import cookie from '@fastify/cookie';
import jwt from '@fastify/jwt';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import type { Actor } from '../../lib/actor';
import { notAllowed, unauthorized } from '../../lib/domain-error';
import { currentTokenVersion, revokeSessions } from '../../modules/accounts/sessions';
import { fromListedOrigin } from './same-origin';

export type { Actor } from '../../lib/actor';

declare module '@fastify/jwt' {
  interface FastifyJWT {
    /**
     * `ver`: the account's token version when the token was issued; a later logout bumps it. `id`: a delivery
     * partner's id beside `sub`, as the spec's delivery token carries it; identity is still read from `sub` only.
     */
    payload: { sub: string; role: Role; ver: number; id?: string };
    user: { sub: string; role: Role; ver: number };
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The actor of a valid, unrevoked session token on the request, or null. */
    readSession(request: FastifyRequest): Promise<Actor | null>;
    /** Sets request.actor from the session, or throws 401 (no valid session) / 403 (another role). */
    authenticate(request: FastifyRequest, roles: readonly Role[]): Promise<void>;
    issueSession(reply: FastifyReply, actor: Actor): Promise<string>;
    /** Logout: revokes every token of the request's account (when its session is valid) and clears the cookie. */
    endSession(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
  interface FastifyRequest {
    actor: Actor;
  }
}

export const SESSION_COOKIE = 'token';
const SESSION_DAYS: Record<Role, number> = { customer: 30, seller: 7, delivery: 7, admin: 1 };

export default fp(async function auth(app: FastifyInstance, opts: { config: Config }) {
  const { config } = opts;
  await app.register(cookie);
  await app.register(jwt, {
    secret: config.jwtSecret,
    cookie: { cookieName: SESSION_COOKIE, signed: false },
    // A token without an expiry or a version is never accepted.
    verify: { algorithms: ['HS256'], requiredClaims: ['exp', 'sub', 'role', 'ver'] },
  });
  app.decorateRequest('actor', null as unknown as Actor);
  const corsOrigins = new Set(config.corsOrigins);

  app.decorate('readSession', async function readSession(request: FastifyRequest): Promise<Actor | null> {
    // A client on a CORS_ORIGINS origin signs in with its Bearer token; a session cookie riding along belongs to our apps.
    if (fromListedOrigin(request, corsOrigins) && !/^Bearer\s/i.test(request.headers.authorization ?? '')) return null;
    let claims: { sub: unknown; role: unknown; ver: unknown };
    try {
      claims = await request.jwtVerify();
    } catch {
      return null;
    }
    const { sub, role, ver } = claims;
    if (typeof sub !== 'string' || !ROLES.includes(role as Role) || !Number.isInteger(ver)) return null;
    const actor: Actor = { id: sub, role: role as Role };
    const version = await currentTokenVersion(app.database.db, actor);
    return version !== null && version === ver ? actor : null;
  });

  app.decorate('authenticate', async function authenticate(request: FastifyRequest, roles: readonly Role[]) {
    const actor = await app.readSession(request);
    if (!actor) throw unauthorized('NO_SESSION', NOT_LOGGED_IN_MESSAGE);
    if (!roles.includes(actor.role)) throw notAllowed('WRONG_ROLE', NOT_ALLOWED_MESSAGE);
    request.actor = actor;
  });

  app.decorate('issueSession', async function issueSession(reply: FastifyReply, actor: Actor) {
    const ver = await currentTokenVersion(app.database.db, actor);
    if (ver === null) throw unauthorized('NO_ACCOUNT', ACCOUNT_GONE_MESSAGE);
    const days = SESSION_DAYS[actor.role];
    const claims = { sub: actor.id, role: actor.role, ver, ...(actor.role === 'delivery' ? { id: actor.id } : {}) };
    const token = await reply.jwtSign(claims, { expiresIn: `${days}d` });
    reply.setCookie(SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.isProduction,
      path: '/',
      maxAge: days * 24 * 60 * 60,
    });
    return token;
  });

  app.decorate('endSession', async function endSession(request: FastifyRequest, reply: FastifyReply) {
    const actor = await app.readSession(request);
    if (actor) await revokeSessions(app.database.db, actor);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
  });
});

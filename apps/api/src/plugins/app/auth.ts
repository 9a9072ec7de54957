import type { Role } from '@nukkad/contracts';
import cookie from '@fastify/cookie';
import jwt from '@fastify/jwt';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { notAllowed, unauthorized } from '../../lib/domain-error';

export type Actor = { id: string; role: Role };

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: { sub: string; role: Role };
    user: { sub: string; role: Role };
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** A preHandler that admits only tokens of the given roles (401 without a valid token, 403 for another role). */
    requireRole(...roles: Role[]): preHandlerAsyncHookHandler;
    issueSession(reply: FastifyReply, actor: Actor): Promise<string>;
    endSession(reply: FastifyReply): void;
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
    verify: { algorithms: ['HS256'] },
  });
  app.decorateRequest('actor', null as unknown as Actor);

  app.decorate('requireRole', function requireRole(...roles: Role[]) {
    return async function guard(request: FastifyRequest) {
      try {
        await request.jwtVerify();
      } catch {
        throw unauthorized('NO_SESSION', 'Please log in to continue.');
      }
      const { sub, role } = request.user;
      if (!roles.includes(role)) throw notAllowed('WRONG_ROLE', 'You are not allowed to do this.');
      request.actor = { id: sub, role };
    };
  });

  app.decorate('issueSession', async function issueSession(reply: FastifyReply, actor: Actor) {
    const days = SESSION_DAYS[actor.role];
    const token = await reply.jwtSign({ sub: actor.id, role: actor.role }, { expiresIn: `${days}d` });
    reply.setCookie(SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.isProduction,
      path: '/',
      maxAge: days * 24 * 60 * 60,
    });
    return token;
  });

  app.decorate('endSession', function endSession(reply: FastifyReply) {
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
  });
});

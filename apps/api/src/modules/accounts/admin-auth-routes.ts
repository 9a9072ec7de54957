import { adminLoginBodySchema, adminMeReplySchema, adminSignupBodySchema, messageReplySchema, tokenReplySchema, PARTNER_LOGIN_SUCCESS_MESSAGE, LOGGED_OUT_MESSAGE } from '@nukkad/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorReplies } from '../../lib/error-replies';
import { getAdmin, logInAdmin, signUpAdmin } from './admins';

/** Admins' sign-up, sign-in and sign-out, and who is signed in (under /api/admin). */
export default async function adminAuthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Sign-in endpoints get a tighter per-client limit than the API at large.
  const authLimit = { rateLimit: { max: app.config.authRateLimitPerMinute, timeWindow: '1 minute' } };

  app.post(
    '/signup',
    { config: { ...authLimit, access: 'public' }, schema: { tags: ['admin'], body: adminSignupBodySchema, response: { 200: messageReplySchema, ...errorReplies } } },
    async (request) => {
      const { message } = await signUpAdmin(app.database.db, app.config.adminSecretKey, request.body);
      return { success: true as const, message };
    },
  );

  app.post(
    '/login',
    { config: { ...authLimit, access: 'public' }, schema: { tags: ['admin'], body: adminLoginBodySchema, response: { 200: tokenReplySchema, ...errorReplies } } },
    async (request, reply) => {
      const { id } = await logInAdmin(app.database.db, app.config.adminSecretKey, { ...request.body, ip: request.ip });
      const token = await app.issueSession(reply, { id, role: 'admin' });
      return { success: true as const, token, message: PARTNER_LOGIN_SUCCESS_MESSAGE };
    },
  );

  app.post('/logout', { config: { access: 'public' }, schema: { tags: ['admin'], response: { 200: messageReplySchema } } }, async (request, reply) => {
    await app.endSession(request, reply);
    return { success: true as const, message: LOGGED_OUT_MESSAGE };
  });

  app.get(
    '/me',
    { config: { access: { roles: ['admin'] } }, schema: { tags: ['admin'], response: { 200: adminMeReplySchema, ...errorReplies } } },
    async (request) => ({ success: true as const, admin: await getAdmin(app.database.db, request.actor) }),
  );
}

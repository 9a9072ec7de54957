import {
  customerAuthReplySchema,
  getUserReplySchema,
  messageReplySchema,
  sellerDetailsReplySchema,
  sellerLoginBodySchema,
  sellerSignupBodySchema,
  deleteAccountBodySchema,
  DELETABLE_ROLES,
  sendOtpBodySchema,
  sendOtpReplySchema,
  tokenReplySchema,
  userLoginBodySchema,
  userSignupBodySchema,
  LOGIN_SUCCESS_MESSAGE,
  SIGNUP_SUCCESS_MESSAGE,
  LOGGED_OUT_MESSAGE,
} from '@nukkad/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorReplies } from '../../lib/error-replies';
import { getCustomer, logInCustomer, sendCustomerOtp, signUpCustomer } from './customers';
import { deleteAccount } from './delete-account';
import { getSellerDetails, logInSeller, signUpSeller } from './sellers';


export default async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Sign-in endpoints get a tighter per-client limit than the API at large.
  const authLimit = { rateLimit: { max: app.config.authRateLimitPerMinute, timeWindow: '1 minute' } };
  const otpDeps = () => ({ pepper: app.config.otpPepper, sms: app.sms, limits: app.config.otpSendLimits });

  // ---- customers (phone + one-time code)

  app.post(
    '/send-otp',
    { config: { ...authLimit, access: 'public' }, schema: { tags: ['auth'], body: sendOtpBodySchema, response: { 200: sendOtpReplySchema, ...errorReplies } } },
    async (request) => {
      const { message } = await sendCustomerOtp(app.database.db, otpDeps(), { ...request.body.formData, ip: request.ip });
      return { success: true as const, message };
    },
  );

  app.post(
    '/user-signup',
    { config: { ...authLimit, access: 'public' }, schema: { tags: ['auth'], body: userSignupBodySchema, response: { 200: customerAuthReplySchema, ...errorReplies } } },
    async (request, reply) => {
      const user = await signUpCustomer(app.database.db, otpDeps(), { ...request.body.formData, otp: request.body.otp });
      const token = await app.issueSession(reply, { id: user._id, role: 'customer' });
      return { success: true as const, token, user, message: SIGNUP_SUCCESS_MESSAGE };
    },
  );

  app.post(
    '/user-login',
    { config: { ...authLimit, access: 'public' }, schema: { tags: ['auth'], body: userLoginBodySchema, response: { 200: customerAuthReplySchema, ...errorReplies } } },
    async (request, reply) => {
      const user = await logInCustomer(app.database.db, otpDeps(), request.body);
      const token = await app.issueSession(reply, { id: user._id, role: 'customer' });
      return { success: true as const, token, user, message: LOGIN_SUCCESS_MESSAGE };
    },
  );

  app.get(
    '/getUser',
    { config: { access: { roles: ['customer'] } }, schema: { tags: ['auth'], response: { 200: getUserReplySchema, ...errorReplies } } },
    async (request) => ({ success: true as const, user: await getCustomer(app.database.db, request.actor) }),
  );

  /** Ends any role's session on this host, revoking its tokens when the session is valid. */
  app.post('/logout', { config: { access: 'public' }, schema: { tags: ['auth'], response: { 200: messageReplySchema } } }, async (request, reply) => {
    await app.endSession(request, reply);
    return { success: true as const, message: LOGGED_OUT_MESSAGE };
  });

  /** A customer, seller or partner deletes their own account; the session ends with it (its cookie is cleared here). */
  app.delete(
    '/delete-account',
    {
      config: { ...authLimit, access: { roles: DELETABLE_ROLES } },
      schema: { tags: ['auth'], body: deleteAccountBodySchema, response: { 200: messageReplySchema, ...errorReplies } },
    },
    async (request, reply) => {
      const { message } = await deleteAccount(app.database.db, otpDeps(), request.actor, { ...request.body, ip: request.ip });
      await app.endSession(request, reply);
      return { success: true as const, message };
    },
  );

  // ---- sellers (phone + password)

  app.post(
    '/seller-signup',
    { config: { ...authLimit, access: 'public' }, schema: { tags: ['auth'], body: sellerSignupBodySchema, response: { 200: messageReplySchema, ...errorReplies } } },
    async (request) => {
      const { message } = await signUpSeller(app.database.db, request.body.formData);
      return { success: true as const, message };
    },
  );

  app.post(
    '/seller-login',
    { config: { ...authLimit, access: 'public' }, schema: { tags: ['auth'], body: sellerLoginBodySchema, response: { 200: tokenReplySchema, ...errorReplies } } },
    async (request, reply) => {
      const { id } = await logInSeller(app.database.db, { ...request.body, ip: request.ip });
      const token = await app.issueSession(reply, { id, role: 'seller' });
      return { success: true as const, token, message: LOGIN_SUCCESS_MESSAGE };
    },
  );

  app.get(
    '/getSellerDetails',
    { config: { access: { roles: ['seller'] } }, schema: { tags: ['auth'], response: { 200: sellerDetailsReplySchema, ...errorReplies } } },
    async (request) => ({ success: true as const, sellerDetails: await getSellerDetails(app.database.db, request.actor) }),
  );
}

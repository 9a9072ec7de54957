import { ROLES, type Role } from '@nukkad/contracts';
import type { FastifyInstance, onRequestHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';

/** Who may call a route: anyone, or a signed-in account of one of the roles. */
export type RouteAccess = 'public' | { roles: readonly Role[] };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyInstance {
    /** The access of every route registered in this scope by a plugin that takes no route options (see declareScopeAccess). */
    scopeAccess?: RouteAccess;
  }
}

/**
 * Declares the access of every route a third-party plugin registers inside `scope`
 * (swagger UI, static files), where it is registered: those plugins take no route config.
 */
export function declareScopeAccess(scope: FastifyInstance, access: RouteAccess) {
  scope.decorate('scopeAccess', { getter: () => access });
}

/** The routes each app registered, as its access hook saw them (with their schemas and declared access). */
const registered = new WeakMap<FastifyInstance, RouteOptions[]>();

/**
 * Every route registered on `app` (the instance the application was registered on without encapsulation, as the
 * server and the test apps do), in registration order: for tests that must cover every route, including tomorrow's.
 */
export function registeredRoutes(app: FastifyInstance): readonly RouteOptions[] {
  return registered.get(app) ?? [];
}

const methodsOf = (route: RouteOptions) => (Array.isArray(route.method) ? route.method.join(',') : route.method);

function checkAccess(access: unknown, where: string): RouteAccess {
  if (access === 'public') return access;
  if (
    access &&
    typeof access === 'object' &&
    Array.isArray((access as { roles?: unknown }).roles) &&
    (access as { roles: unknown[] }).roles.length > 0 &&
    (access as { roles: unknown[] }).roles.every((r) => ROLES.includes(r as Role))
  ) {
    return access as RouteAccess;
  }
  throw new Error(
    `${where} declares no access: add config: { access: 'public' } or config: { access: { roles: [...] } } to its options`,
  );
}

/**
 * One hook for every route: enforces its declared access, and refuses to register a route without one,
 * so the server cannot start with an unguarded route. Register before any route.
 */
export default fp(async function access(app: FastifyInstance) {
  const routes: RouteOptions[] = [];
  registered.set(app, routes);
  app.addHook('onRoute', function onRoute(this: FastifyInstance, route) {
    const declared = checkAccess(route.config?.access ?? this.scopeAccess, `${methodsOf(route)} ${route.url}`);
    route.config = { ...route.config, access: declared };
    // A copy as announced: Fastify reuses the options object for a prefix's trailing-slash twin, changing its url.
    routes.push({ ...route });
    if (declared === 'public') return;
    const roles = declared.roles;
    const guard: onRequestHookHandler = async function guard(request) {
      await app.authenticate(request, roles);
    };
    const existing = route.onRequest ? (Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest]) : [];
    route.onRequest = [guard, ...existing];
  });
});

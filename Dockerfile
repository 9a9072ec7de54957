# The API image and the web image. One build stage compiles the API into apps/api/dist and builds the four apps that
# Caddy serves; the API image holds that bundle, the migrations, the production dependencies and, to render the
# customer app's pages, that app's index.html and its self-contained server bundle.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/customer-web/package.json apps/customer-web/
COPY apps/seller-web/package.json apps/seller-web/
COPY apps/admin-web/package.json apps/admin-web/
COPY apps/delivery-web/package.json apps/delivery-web/
COPY apps/e2e/package.json apps/e2e/
COPY libs/contracts/package.json libs/contracts/
COPY libs/pricing/package.json libs/pricing/
COPY libs/ui/package.json libs/ui/
COPY libs/api-client/package.json libs/api-client/
RUN npm ci --no-audit --no-fund
COPY . .
RUN NX_DAEMON=false npx nx run-many -t build --projects=tag:type:app

# What the bundle imports at run time: the npm packages of the lock file's production set, nothing to build with.
FROM node:24-bookworm-slim AS runtime-deps
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/apps/api/package.json apps/api/
COPY --from=build /app/libs/contracts/package.json libs/contracts/
COPY --from=build /app/libs/pricing/package.json libs/pricing/
RUN npm ci --omit=dev --no-audit --no-fund --workspaces=false --include-workspace-root

FROM node:24-bookworm-slim AS api
ENV NODE_ENV=production PORT=8080 DATA_DIR=/data
WORKDIR /app
COPY --from=runtime-deps /app/node_modules node_modules
COPY --from=build /app/package.json package.json
COPY --from=build /app/apps/api/package.json apps/api/package.json
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/api/drizzle apps/api/drizzle
COPY --from=build /app/apps/customer-web/dist/index.html web/customer-web/index.html
COPY --from=build /app/apps/customer-web/dist-server web/customer-web-server
ENV WEB_DIST_DIR=/app/web
EXPOSE 8080
USER node
# Node is PID 1 and handles `docker stop`'s SIGTERM itself: it drains, then closes (apps/api/src/server.ts).
# The flags of tools/run.mjs (API_NODE_FLAGS): a 4 MB young generation, and no source maps held in memory.
CMD ["node", "--max-semi-space-size=4", "apps/api/dist/server.mjs"]

FROM caddy:2 AS web
COPY --from=build /app/apps/customer-web/dist /srv/customer-web
COPY --from=build /app/apps/seller-web/dist /srv/seller-web
COPY --from=build /app/apps/admin-web/dist /srv/admin-web
COPY --from=build /app/apps/delivery-web/dist /srv/delivery-web
COPY deploy/Caddyfile /etc/caddy/Caddyfile

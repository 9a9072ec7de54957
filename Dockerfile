# The API image; the same build stage also produces the four static apps that Caddy serves.
FROM node:20-bookworm-slim AS build
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

FROM node:20-bookworm-slim AS api
ENV NODE_ENV=production PORT=8080 DATA_DIR=/data
WORKDIR /app
COPY --from=build /app /app
EXPOSE 8080
USER node
CMD ["node", "--import", "tsx", "apps/api/src/server.ts"]

FROM caddy:2 AS web
COPY --from=build /app/apps/customer-web/dist /srv/customer-web
COPY --from=build /app/apps/seller-web/dist /srv/seller-web
COPY --from=build /app/apps/admin-web/dist /srv/admin-web
COPY --from=build /app/apps/delivery-web/dist /srv/delivery-web
COPY deploy/Caddyfile /etc/caddy/Caddyfile

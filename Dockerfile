# syntax=docker/dockerfile:1
# Peerscope as one image: the API server with the built web app. docs/operations.md tells how to
# run it (settings, volumes, health check, scaling out); compose.yaml is a production-like stack.

# ---- build: every dependency, the web app (Vite) and the server bundle (esbuild) ----
FROM node:22-bookworm-slim AS build
WORKDIR /app
# The manifests first, so that the dependency layer is rebuilt only when they change.
COPY package.json package-lock.json ./
COPY packages/core/package.json packages/core/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# ---- runtime: production dependencies of the server only, as an unprivileged user ----
FROM node:22-bookworm-slim AS runtime
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/core/package.json packages/core/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
RUN npm ci --omit=dev --workspace @app/server --no-audit --no-fund && npm cache clean --force
# What the bundle reads at run time: the migrations, the server's assets, the product
# definitions and the built web app (apps/server/src/platform/config/paths.ts).
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/server/drizzle apps/server/drizzle
COPY --from=build /app/apps/server/assets apps/server/assets
COPY --from=build /app/packages/core/src/products packages/core/src/products
COPY --from=build /app/apps/web/dist apps/web/dist
# The embedded database and the generated session secret live in DATA_DIR; with DATABASE_URL
# set, only the sync's download cache does.
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
USER node
ENV HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
EXPOSE 3000
# Liveness only (no database call); a balancer asks /api/ready to send traffic.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node is PID 1 and handles SIGTERM itself: a graceful stop within SHUTDOWN_GRACE_SECONDS.
STOPSIGNAL SIGTERM
CMD ["node", "apps/server/dist/main.js"]

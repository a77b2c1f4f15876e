# syntax=docker/dockerfile:1
# One image for the api, the worker and the dashboard (docker-compose.yml picks the command).
#
#   docker build -t voc-platform .
#   api:       node apps/api/dist/main.js        (migrations: node apps/api/dist/cli/migrate.js)
#   worker:    node --max-old-space-size=256 apps/worker/dist/main.js   (scripts/lib/product/worker-node-options.ts)
#   dashboard: npm run preview -w @voc/dashboard -- --port 4200 --strictPort --host 0.0.0.0

ARG NODE_IMAGE=node:20-bookworm-slim

# Only the package manifests, so that `npm ci` is cached until a package.json or the lockfile changes.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY . .
RUN find . -type f ! -name package.json ! -name package-lock.json ! -name .npmrc -delete

FROM ${NODE_IMAGE} AS build
# Compilers only in case a native module has no prebuilt binary for this platform.
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY --from=manifests /app ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    API_PORT=3000 \
    DASHBOARD_PORT=4200 \
    STORAGE_DIR=/data/storage
WORKDIR /app
# Owned by `node`: vite writes a temporary bundle of its config next to it when it starts.
COPY --from=build --chown=node:node /app ./
RUN mkdir -p /data/storage && chown node:node /data/storage
USER node
EXPOSE 3000 4200
CMD ["node", "apps/api/dist/main.js"]

# syntax=docker/dockerfile:1
# Two images from one build (docker-compose.yml builds both):
#
#   docker build -t voc-platform .                        the api and the worker (the last stage)
#     api:       node apps/api/dist/main.js        (migrations: node apps/api/dist/cli/migrate.js)
#     worker:    node --max-old-space-size=256 apps/worker/dist/main.js   (scripts/lib/product/worker-node-options.ts)
#   docker build --target gateway -t voc-gateway .        nginx: the built dashboard and /api passed on
#     (docker/gateway/nginx.conf.template; the api it passes to is http://api:3000)

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
# The gateway's nginx configuration for docker compose, with the dashboard's security headers
# (apps/dashboard/security-headers.ts); e2e/nginx-gateway.e2e-spec.ts runs the same rendering.
RUN node scripts/run.cjs scripts/render-gateway-config.ts /gateway

# The one entry point: Debian's nginx with the brotli_static module (the .br copies the build wrote
# are sent as they are), the same packages the e2e smoke installs. No Node process here.
FROM debian:bookworm-slim AS gateway
RUN apt-get update \
 && apt-get install -y --no-install-recommends nginx libnginx-mod-http-brotli-static \
 && rm -rf /var/lib/apt/lists/* \
 && mkdir -p /var/lib/voc-gateway
COPY --from=build /gateway/ /etc/nginx/voc/
COPY --from=build /app/apps/dashboard/dist/ /srv/dashboard/
EXPOSE 80
# SIGQUIT: nginx finishes the requests under way before it ends.
STOPSIGNAL SIGQUIT
CMD ["nginx", "-p", "/var/lib/voc-gateway/", "-c", "/etc/nginx/voc/nginx.conf", "-e", "stderr", "-g", "daemon off;"]

# The api and the worker (the default target).
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    STORAGE_DIR=/data/storage
WORKDIR /app
# Debian's chromium-headless-shell prints the monthly briefs to PDF (apps/api briefs, CHROMIUM_PATH;
# without it the brief PDF answers 503): the old headless shell made for printing, its memory well
# under the full browser's (bench:brief). The brief's Sarabun comes inlined from @fontsource/sarabun in
# node_modules; DejaVu and Liberation are the fallback fonts for the few characters it lacks (the
# fonts beside chromium on the machines the tests print on). Before the COPY: cached across builds.
RUN apt-get update \
 && apt-get install -y --no-install-recommends chromium-headless-shell fonts-dejavu-core fonts-liberation \
 && rm -rf /var/lib/apt/lists/*
ENV CHROMIUM_PATH=/usr/bin/chromium-headless-shell
# Owned by root: the processes read their code and write only under /data/storage.
COPY --from=build /app ./
RUN mkdir -p /data/storage && chown node:node /data/storage
USER node
EXPOSE 3000
CMD ["node", "apps/api/dist/main.js"]

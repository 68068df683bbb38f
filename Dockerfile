# syntax=docker/dockerfile:1
# Promptkeep: multi-stage build; the runtime image runs as the unprivileged `node` user, keeps its
# state (embedded database, generated TLS certificate) on the /data volume, and checks /healthz.
# Build: docker build -t promptkeep .     Run: see compose.yaml and docs/operations.md.
ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
# better-sqlite3 compiles from source when no prebuilt binary matches the platform.
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
# The npm workspace (packages/sdk) holds the generator of the API types the console is built on.
COPY packages/sdk/package.json ./packages/sdk/package.json
# Scripts off at first (`prepare` builds, and the sources are not copied yet); then the native
# modules the project allows (package.json "allowScripts") are built explicitly.
RUN npm ci --ignore-scripts --no-audit --no-fund && npm rebuild better-sqlite3
COPY tsconfig.json tsconfig.build.json ./
COPY scripts ./scripts
COPY src ./src
COPY console ./console
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    PROMPTKEEP_DATA_DIR=/data \
    PROMPTKEEP_HOST=0.0.0.0 \
    PROMPTKEEP_PORT=8443
WORKDIR /app
# The app dir belongs to root and is read-only for the service user.
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
RUN mkdir -p /data && chown node:node /data && chmod 0700 /data
USER node
VOLUME ["/data"]
EXPOSE 8443
# HTTPS-only with a self-signed certificate by default: the probe is node (no curl in the image),
# on loopback, without certificate verification (dist/cli/cli-healthcheck.js).
HEALTHCHECK --interval=30s --timeout=5s --start-period=40s --retries=3 \
  CMD ["node", "dist/cli/cli-healthcheck.js"]
# exec form: node runs as PID 1 and receives SIGTERM itself, for a graceful shutdown.
CMD ["node", "dist/cli/cli.js", "serve"]

# syntax=docker/dockerfile:1
# PageLift: the API (npm start's server) and the export worker in one image, on Debian with its Chromium.
#   docker build -t pagelift .
#   docker run -p 8080:8080 -p 8081:8081 -v pagelift-data:/data pagelift            # API, embedded SQLite
#   docker run -e DATABASE_URL=… -e JWT_SECRET=… pagelift worker                     # an export worker
# The full stack (API, workers, PostgreSQL, S3-compatible store): deploy/compose.yaml.
FROM node:20-bookworm-slim AS base
# Debian's Chromium renders every export; fonts so pages without web fonts still have metrics.
RUN apt-get update \
 && apt-get install -y --no-install-recommends chromium fonts-liberation fonts-dejavu-core ca-certificates tini \
 && rm -rf /var/lib/apt/lists/*
ENV CHROMIUM_PATH=/usr/bin/chromium
WORKDIR /app

FROM base AS build
# Native modules (argon2, better-sqlite3) build here when no prebuilt binary fits.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY . .
RUN npm ci --no-audit --no-fund \
 && npm run build -w @pagelift/web \
 && npm run build -w @pagelift/extension

FROM base
COPY --from=build --chown=node:node /app /app
COPY --chmod=755 deploy/entrypoint.sh /usr/local/bin/pagelift
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080 HTML_PORT=8081 DATA_DIR=/data
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 8080 8081
ENTRYPOINT ["/usr/bin/tini", "--", "/usr/local/bin/pagelift"]
CMD ["api"]

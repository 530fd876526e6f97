#!/bin/sh
# `api` (default): the API and the snapshot host. `worker`: an export worker (EXPORT_QUEUE=postgres).
# Anything else runs as given (e.g. `npm run admin -w @pagelift/server -- grant …`).
set -e
cd /app
case "${1:-api}" in
  api) shift || true; exec node --import tsx apps/server/src/main.ts "$@" ;;
  worker) shift; exec node --import tsx apps/server/src/export/worker.ts "$@" ;;
  *) exec "$@" ;;
esac

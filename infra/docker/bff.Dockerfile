# syntax=docker/dockerfile:1
# The BFF: built in a full workspace, deployed as a pruned production tree, run as a non-root user.
FROM node:20-bookworm-slim AS base
ENV PNPM_HOME=/pnpm PATH=/pnpm:$PATH CI=true
RUN npm i -g pnpm@10.34.9
WORKDIR /repo

FROM base AS build
COPY . .
RUN pnpm install --frozen-lockfile \
 && pnpm exec turbo run build --filter=@vitrine/bff \
 && pnpm --filter @vitrine/bff deploy --legacy --prod /out

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production BFF_HOST=0.0.0.0 BFF_PORT=4000 DATA_DIR=/data
# Memory settings of infra/node-process-env.json (D199): glibc's malloc with a fixed mmap threshold,
# V8's young generation at 8 MB per semi-space.
ENV MALLOC_MMAP_THRESHOLD_=131072
ENV NODE_OPTIONS=--max-semi-space-size=8
WORKDIR /app
COPY --from=build --chown=node:node /out /app
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 4000
HEALTHCHECK --interval=10s --timeout=3s --retries=5 \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.BFF_PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "dist/server.js"]

# syntax=docker/dockerfile:1
# The storefront: Remix build plus its Express server, as a pruned production tree, non-root.
FROM node:20-bookworm-slim AS base
ENV PNPM_HOME=/pnpm PATH=/pnpm:$PATH CI=true
RUN npm i -g pnpm@10.34.9
WORKDIR /repo

FROM base AS build
COPY . .
RUN pnpm install --frozen-lockfile \
 && pnpm exec turbo run build --filter=@vitrine/storefront \
 && pnpm --filter @vitrine/storefront deploy --legacy --prod /out

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production STOREFRONT_HOST=0.0.0.0 STOREFRONT_PORT=3000
# Memory settings of infra/node-process-env.json (D199): glibc's malloc with a fixed mmap threshold.
ENV MALLOC_MMAP_THRESHOLD_=131072
WORKDIR /app
COPY --from=build --chown=node:node /out /app
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --retries=5 \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.STOREFRONT_PORT+'/').then(r=>process.exit(r.status<500?0:1),()=>process.exit(1))"
CMD ["node", "server/index.js"]

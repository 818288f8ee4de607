# syntax=docker/dockerfile:1
# 技能学堂: the production image. `docker build -t skill-site .`, then `docker compose up` (nginx,
# two app instances, the mock API, Redis): see docs/operations.md. The site's image (the last stage,
# the default target) holds no mock code; the mock API is an image of its own (`--target mock-api`).
# deploy/docker-final-stage.test.ts reproduces the final stage on the host from this file (its
# COPY, RUN, ENV, USER, EXPOSE, HEALTHCHECK and CMD lines): keep its RUN lines to npm commands and
# the one apt-get install of Debian packages (the reproduction checks those are installed on the host).

ARG NODE_IMAGE=node:24-bookworm-slim

# Build: every dependency, the production build (browser bundle, server bundle, prerendered pages)
# and the mock API's own build (mock-api/dist).
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund
COPY . .
RUN npm run build
# Source maps stay out of the image: they would hand the server's source to whoever reads the files.
RUN find dist -name '*.map' -delete

# The mock API as a service of its own (the compose file's mock-api): its dependencies only, its build
# and its sample lesson media, read from disk when played.
FROM ${NODE_IMAGE} AS mock-api
WORKDIR /app
ENV NODE_ENV=production
COPY package.json package-lock.json ./
COPY mock-api/package.json ./mock-api/
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev --workspace @skill/mock-api --no-audit --no-fund
COPY --from=build /app/mock-api/dist ./mock-api/dist
COPY mock-api/media ./mock-api/media
USER node
EXPOSE 3100
CMD ["node", "mock-api/dist/main.js"]

# Run: the site's production dependencies (not the mock's workspace) and what the server reads at run
# time, nothing else.
FROM ${NODE_IMAGE}
WORKDIR /app
ENV NODE_ENV=production
# The Chinese font the PDF downloads embed (准考证, 职业技能等级证书; PDF_FONT_PATH in docs/operations.md):
# Debian's WenQuanYi Micro Hei, found at its Debian path by default. Without it those downloads answer 503.
RUN apt-get update && apt-get install -y --no-install-recommends fonts-wqy-microhei && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev --no-workspaces --no-audit --no-fund
# The build: dist/server (main.js, the renderer), dist/client (assets, manifests) and dist/prerendered.
# The server finds its root by package.json, copied above. It needs API_UPSTREAM (the compose file's).
COPY --from=build /app/dist ./dist
# Files stay root's: the server only reads them.
USER node
EXPOSE 3000
# /healthz answers while the process is up, even under pressure. No curl in slim images: node's fetch.
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist/server/main.js"]

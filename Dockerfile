# syntax=docker/dockerfile:1
# 技能学堂: the production image. `docker build -t skill-site .`, then `docker compose up` (nginx,
# two app instances, the standalone mock API, Redis): see README, "Operations".
# deploy/docker-final-stage.test.ts reproduces the final stage on the host from this file (its
# COPY, RUN, ENV, USER, EXPOSE, HEALTHCHECK and CMD lines): keep its RUN lines to npm commands and
# the one apt-get install of Debian packages (the reproduction checks those are installed on the host).

ARG NODE_IMAGE=node:24-bookworm-slim

# Build: every dependency, the production build (browser bundle, server bundle, prerendered pages).
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund
COPY . .
RUN npm run build
# Source maps stay out of the image: they would hand the server's source to whoever reads the files.
RUN find dist -name '*.map' -delete

# Run: production dependencies and what the server reads at run time, nothing else.
FROM ${NODE_IMAGE}
WORKDIR /app
ENV NODE_ENV=production
# The Chinese font the PDF downloads embed (准考证, 职业技能等级证书; PDF_FONT_PATH in the README):
# Debian's WenQuanYi Micro Hei, found at its Debian path by default. Without it those downloads answer 503.
RUN apt-get update && apt-get install -y --no-install-recommends fonts-wqy-microhei && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev --no-audit --no-fund
# The build: dist/server (main.js, the renderer, mock-api.js), dist/client (assets, manifests) and
# dist/prerendered. The server finds its root by package.json, copied above.
COPY --from=build /app/dist ./dist
# The bundled mock API's lesson media (sample videos and captions), read from disk when played.
COPY mock-api/media ./mock-api/media
# Files stay root's: the server only reads them.
USER node
EXPOSE 3000
# /healthz answers while the process is up, even under pressure. No curl in slim images: node's fetch.
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist/server/main.js"]

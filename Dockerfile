# Pizza Atlas app server: the same `npm run build` / `npm run serve` the fleet test runs
# (scripts/fleet.test.mjs). See docs/deploy.md for the settings a server needs.

# Node 24 LTS; the build stage has the dev dependencies and the compilers.
FROM node:24-slim AS build
WORKDIR /app
ENV CI=true
COPY . .
RUN node scripts/pnpm.mjs install --frozen-lockfile \
  && npm run build \
  && node scripts/pnpm.mjs prune --prod

FROM node:24-slim AS run
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/var/lib/pizza-atlas \
    TRUST_PROXY=true \
    KEEP_ALIVE_TIMEOUT_SECONDS=75
WORKDIR /app
# The built site and its run-time dependencies only; owned by root, run as `node`.
COPY --from=build /app /app
RUN mkdir -p /var/lib/pizza-atlas && chown node:node /var/lib/pizza-atlas
USER node
EXPOSE 3000
# /api/ready answers 503 while the database or a configured Redis is unreachable.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["npm", "run", "serve"]

# The store as a container image (README 'Run it on several machines', docs/adr/0049): built in one stage, run in a
# slim one as the unprivileged `node` user. The server is TypeScript run through tsx (a development dependency, as
# with `npm start`), so the run stage keeps the build stage's node_modules.
#   docker build -t oja .
#   docker run -p 3000:3000 -e HOST=0.0.0.0 -e SANDBOX_PUBLIC=true oja    # a demonstration store on its sandboxes

FROM node:20-bookworm-slim AS build
WORKDIR /app
# No browser is downloaded: only the tests drive one, and they use Debian's.
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 PUPPETEER_SKIP_DOWNLOAD=1
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# The web app (dist/) and the server's render entry (dist-ssr/), always the production build.
RUN NODE_ENV=production npm run build

FROM node:20-bookworm-slim AS run
WORKDIR /app
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
COPY --from=build --chown=node:node /app/package.json /app/package-lock.json /app/tsconfig.json /app/openapi.yaml ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/server ./server
COPY --from=build --chown=node:node /app/src ./src
COPY --from=build --chown=node:node /app/machines ./machines
COPY --from=build --chown=node:node /app/scripts ./scripts
COPY --from=build --chown=node:node /app/dist ./dist
COPY --from=build --chown=node:node /app/dist-ssr ./dist-ssr
# The data folder (token secret and pictures on the embedded database; generated catalogue pictures always).
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 3000
# /healthz: the process answers (server/health.ts); a balancer asks /readyz, which also asks the database and storage.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The server itself, as `npm start` runs it once the build is there (no rebuild check: the image is built).
CMD ["node", "--import", "tsx", "server/main.ts"]

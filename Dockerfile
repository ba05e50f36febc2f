# Node 24 (LTS). The build stage installs everything and compiles: the Prisma client, the browser
# client (client/dist) and the server bundle (server/dist/main.js, scripts/build-server.mjs); the
# devDependencies are then pruned, so the image runs compiled JavaScript with production packages only.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm ci && npm run build && npm prune --omit=dev

FROM node:24-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app /app
EXPOSE 3000
CMD ["node", "server/dist/main.js"]

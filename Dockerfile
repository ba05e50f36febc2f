FROM node:20-bookworm-slim
WORKDIR /app
COPY . .
RUN npm ci && node scripts/prisma-generate.mjs && node scripts/build-client.mjs
ENV NODE_ENV=production
EXPOSE 3000
CMD ["node", "--import", "tsx", "server/src/main.ts"]

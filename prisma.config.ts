// Prisma CLI configuration. DATABASE_URL is read directly (prisma's env() throws when it is unset,
// which would break `prisma generate`, which needs no database).
import { defineConfig } from 'prisma/config';

export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  datasource: { url: process.env.DATABASE_URL ?? '' },
});

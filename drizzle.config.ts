import { defineConfig } from 'drizzle-kit';

// Only `npm run db:generate` reads this: it diffs schema.ts against the committed migrations.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/core/db/schema.ts',
  out: './src/server/core/db/migrations',
});

export default async function globalTeardown() {
  const db = globalThis.__HEXFOG_DB__;
  if (db) await db.stop();
}

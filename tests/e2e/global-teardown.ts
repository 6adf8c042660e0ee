import pg from 'pg';

/** Drops the database the PostgreSQL server of the browser tests used; a failure only warns. */
export default async function teardown(): Promise<void> {
  const { TEST_DATABASE_URL: admin, E2E_DATABASE_URL: used } = process.env;
  if (!admin || !used) return;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(`drop database if exists ${new URL(used).pathname.slice(1)} with (force)`);
  } catch (error) {
    // A leftover test database is no test failure (it may hold the server's autovacuum).
    console.warn(`the browser tests' database was not dropped: ${String(error)}`);
  } finally {
    await client.end();
  }
}

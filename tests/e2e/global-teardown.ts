import pg from 'pg';

/** Drops the database the PostgreSQL server of the browser tests used. */
export default async function teardown(): Promise<void> {
  const { TEST_DATABASE_URL: admin, E2E_DATABASE_URL: used } = process.env;
  if (!admin || !used) return;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`drop database if exists ${new URL(used).pathname.slice(1)} with (force)`);
  await client.end();
}

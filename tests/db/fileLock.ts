/**
 * The attack files (tests/security) replay several calls in one rolled-back transaction. One that holds the mail
 * gate's lock (docs/booking-rules.md "Mail limits") from an earlier call while a later call locks a date can deadlock
 * with another file booking that date at the same moment; in production every call is its own transaction and takes
 * the gate's lock last. So an attack file runs alone: it holds this advisory lock exclusively for its whole run, every
 * other file of the database project holds it shared (PostgreSQL grants the requests in the order they came).
 */
import path from 'node:path';
import { Client } from 'pg';
import { testDatabaseUrl } from './client';

/** An advisory lock key of the tests only; nothing in the migrations uses advisory keys outside hashtext(). */
const TEST_FILE_LOCK = 7_310_031;

let holder: Client | undefined;

beforeAll(async () => {
  holder = new Client({ connectionString: testDatabaseUrl() });
  await holder.connect();
  const attackFile = expect.getState().testPath?.includes(`${path.sep}tests${path.sep}security${path.sep}`) ?? false;
  await holder.query(attackFile ? 'select pg_advisory_lock($1)' : 'select pg_advisory_lock_shared($1)', [
    TEST_FILE_LOCK,
  ]);
}, 600_000);

afterAll(async () => {
  await holder?.end();
  holder = undefined;
});

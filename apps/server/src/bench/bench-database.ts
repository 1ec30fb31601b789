import { existsSync } from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { openServerDatabase, queryRows } from '../platform/db/database';
import { organizations } from '../platform/db/schema/organization-tables';
import { peerGroupMembers, peerGroups } from '../platform/db/schema/peer-group-tables';
import { terminalProgress } from '../reference-data/data/terminal-progress';
import { generateDataset } from '../reference-data/synthetic/generate-dataset';
import { COUNTS, DATABASE_URL, FRED, NATIONAL } from './bench-settings';

/** The bench database, created and loaded with the dataset measured on when it lacks it. */
export async function ensureDatabase() {
  const url = new URL(DATABASE_URL);
  const name = url.pathname.slice(1);
  const admin = new pg.Client({
    connectionString: Object.assign(new URL(DATABASE_URL), { pathname: '/postgres' }).toString(),
  });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount === 0) await admin.query(`create database "${name.replace(/"/g, '')}"`);
  await admin.end();

  const database = await openServerDatabase(DATABASE_URL);
  const [held] = await queryRows<{ n: number }>(
    database.db,
    sql`select count(*)::int as n from institutions where synthetic`,
  );
  // Some generated institutions are inactive by the last quarter, hence 90% of the roster.
  if ((held?.n ?? 0) < 0.9 * (COUNTS.banks + COUNTS.creditUnions)) {
    console.log(
      `Loading ${COUNTS.banks} banks and ${COUNTS.creditUnions} credit unions (once per database)…`,
    );
    await generateDataset(database.db, {
      scale: 'national',
      institutionCount: NATIONAL ? undefined : COUNTS,
      seed: 1,
      ratesFolder: existsSync(FRED) ? FRED : undefined,
      progress: terminalProgress(),
    });
  }
  return database;
}

/** The demo organization of bundle@example.com gets a custom group of 25 banks to compare with. */

/** The subject's organization's custom group of 25 banks, made once. */
export async function customGroup(
  db: Awaited<ReturnType<typeof ensureDatabase>>['db'],
  subject: number,
) {
  const [org] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.institutionIid, subject));
  if (!org) throw new Error('The demo organizations are missing: start with DEMO_MODE=true.');
  const name = 'Benchmark peers';
  const [existing] = await db
    .select({ groupId: peerGroups.groupId })
    .from(peerGroups)
    .where(and(eq(peerGroups.organizationId, org.id), eq(peerGroups.name, name)));
  if (existing) return existing.groupId;
  const [group] = await db
    .insert(peerGroups)
    .values({ groupType: 10, institutionType: 'bank', name, organizationId: org.id })
    .returning({ groupId: peerGroups.groupId });
  const members = await queryRows<{ iid: number }>(
    db,
    sql`select iid from institutions where institution_type = 'bank' and active and iid <> ${subject} order by iid limit 25`,
  );
  await db
    .insert(peerGroupMembers)
    .values(members.map((m) => ({ groupId: group!.groupId, iid: m.iid })));
  return group!.groupId;
}

import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/database';
import { terminalProgress } from '../data/terminal-progress';
import { generateDataset } from '../synthetic/generate-dataset';
import { seedDemo } from './demo-seed';

/** Demo mode: the demo accounts (with their institutions) on an empty database. */
export async function seedDemoAccounts(db: Database, log: (message: string) => void) {
  if (await seedDemo(db)) log('Demo accounts created (password "demo-password"); see README.');
}

/**
 * Demo mode on a database without call reports: the synthetic demo dataset, loaded through the
 * same importers as real files. It runs after the server listens, so sign-in works at once and
 * the figures appear as the quarters load.
 */
export async function loadDemoData(db: Database, log: (message: string) => void) {
  const [held] = await queryRows<{ any: boolean }>(
    db,
    sql`select exists (select 1 from call_reports) as any`,
  );
  if (held?.any) return;
  log('Loading the synthetic demo dataset (first start only)...');
  const result = await generateDataset(db, {
    scale: 'demo',
    seed: 1,
    progress: terminalProgress(),
  });
  log(
    `Demo dataset loaded: ${result.banks} banks, ${result.creditUnions} credit unions, ${result.quarters} quarters.`,
  );
}

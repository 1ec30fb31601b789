import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/database';
import { terminalProgress } from '../data/terminal-progress';
import { generateDataset } from '../synthetic/generate-dataset';
import { seedDemo } from './demo-seed';

/**
 * Demo mode on an empty database: the synthetic demo dataset (through the same importers as
 * real files), then the demo accounts. A database that already holds data is left alone.
 */
export async function prepareDemo(db: Database, log: (message: string) => void) {
  const [held] = await queryRows<{ any: boolean }>(
    db,
    sql`select exists (select 1 from call_reports) as any`,
  );
  if (!held?.any) {
    log('Loading the synthetic demo dataset (first start only)...');
    await generateDataset(db, { scale: 'demo', seed: 1, progress: terminalProgress() });
  }
  if (await seedDemo(db)) log('Demo accounts created (password "demo-password"); see README.');
}

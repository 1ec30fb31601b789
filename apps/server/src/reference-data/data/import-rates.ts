import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { rateMonthValues, rates, rateValues } from '../../platform/db/schema/rate-tables';
import { readFredSeries } from './importers/read-fred';
import { chunks } from './store-batch';
import { raiseDataVersion } from '../../platform/db/data-version';
import { rateAverages } from '../rates/quarterly-average';
import { rateCatalogue, type RateDefinition } from '../rates/rate-catalogue';

/**
 * Loads the catalogue's rates from a folder of FRED CSV files named after their series
 * (DGS10.csv, ...): quarter and month averages replace the values held, in one transaction. Every series
 * file must be there, so a half-loaded set of rates never reaches the charts.
 */
export async function importRates(db: Database, folder: string) {
  const missing = rateCatalogue
    .map((r) => `${r.seriesId}.csv`)
    .filter((file) => !existsSync(path.join(folder, file)));
  if (missing.length > 0) {
    throw new Error(`${folder}: missing FRED series file(s) ${missing.join(', ')}`);
  }
  const series = await Promise.all(
    rateCatalogue.map(async (rate) => {
      const { observations } = await readFredSeries(path.join(folder, `${rate.seriesId}.csv`));
      return { rate, ...rateAverages(observations) };
    }),
  );
  await storeRateSeries(db, series);
  return series.map(({ rate, values }) => ({
    rateId: rate.rateId,
    quarters: values.length,
    first: values[0]?.reportDate,
    last: values.at(-1)?.reportDate,
  }));
}

/** Replaces the quarter and month averages of the rates given, in one transaction. */
export async function storeRateSeries(
  db: Database,
  series: readonly ({ rate: RateDefinition } & ReturnType<typeof rateAverages>)[],
) {
  await db.transaction(async (tx) => {
    for (const { rate, values, months } of series) {
      await tx
        .insert(rates)
        .values(rate)
        .onConflictDoUpdate({ target: rates.rateId, set: { ...rate } });
      await tx.execute(sql`delete from rate_values where rate_id = ${rate.rateId}`);
      for (const part of chunks(values)) {
        await tx.insert(rateValues).values(part.map((v) => ({ rateId: rate.rateId, ...v })));
      }
      await tx.execute(sql`delete from rate_month_values where rate_id = ${rate.rateId}`);
      for (const part of chunks(months)) {
        await tx.insert(rateMonthValues).values(part.map((v) => ({ rateId: rate.rateId, ...v })));
      }
    }
    await raiseDataVersion(tx, 'rates');
  });
}

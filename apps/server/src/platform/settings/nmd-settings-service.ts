import type { NmdSettings, NmdSettingsView } from '@app/core/api/admin/data';
import { asc } from 'drizzle-orm';
import type { Database } from '../db/database';
import { reportDates } from '../db/schema/call-report-tables';
import { badRequest } from '../http/http-error';
import { SETTING_KEYS, type SystemSettingsRepository } from './system-settings-repository';

/**
 * The deposit pages' settings as the platform admin edits them. Nothing keeps them in memory:
 * the decay and date routes read system_settings on every request, so a change holds at once
 * on every server instance.
 */
export function nmdSettingsService(deps: { db: Database; settings: SystemSettingsRepository }) {
  async function quartersHeld(): Promise<string[]> {
    const rows = await deps.db
      .selectDistinct({ reportDate: reportDates.reportDate })
      .from(reportDates)
      .orderBy(asc(reportDates.reportDate));
    return rows.map((row) => row.reportDate);
  }

  async function read(): Promise<NmdSettingsView> {
    const [truncation, significantEvent, start, current, held] = await Promise.all([
      deps.settings.get(SETTING_KEYS.nmdTruncation),
      deps.settings.get(SETTING_KEYS.nmdSignificantEvent),
      deps.settings.get(SETTING_KEYS.nmdStartDate),
      deps.settings.get(SETTING_KEYS.nmdCurrentDate),
      quartersHeld(),
    ]);
    const number = (text: string | undefined) =>
      text === undefined || !Number.isFinite(Number(text)) ? undefined : Number(text);
    return {
      settings: {
        nmd_trunct: number(truncation),
        nmd_sig_event_ind: number(significantEvent),
        StartNmdReportDate: start,
        CurrentNmdReportDate: current,
      },
      reportDates: held,
    };
  }

  return {
    read,

    /** Stores the settings once the dates are quarters held, in order; answers before and after. */
    async write(input: NmdSettings) {
      const before = await read();
      const held = before.reportDates;
      const accepted =
        held.length === 0
          ? 'none (no quarters held yet)'
          : `a quarter held, ${held[0]} to ${held.at(-1)}`;
      for (const key of ['StartNmdReportDate', 'CurrentNmdReportDate'] as const) {
        if (!held.includes(input[key]))
          throw badRequest(
            `body.${key}: ${input[key]} is not a quarter held; accepted: ${accepted}`,
          );
      }
      if (input.StartNmdReportDate > input.CurrentNmdReportDate)
        throw badRequest(
          `body.CurrentNmdReportDate: ${input.CurrentNmdReportDate} is before StartNmdReportDate ` +
            `${input.StartNmdReportDate}; accepted: ${input.StartNmdReportDate} or later`,
        );
      await deps.settings.set(SETTING_KEYS.nmdTruncation, String(input.nmd_trunct));
      await deps.settings.set(SETTING_KEYS.nmdSignificantEvent, String(input.nmd_sig_event_ind));
      await deps.settings.set(SETTING_KEYS.nmdStartDate, input.StartNmdReportDate);
      await deps.settings.set(SETTING_KEYS.nmdCurrentDate, input.CurrentNmdReportDate);
      return { before, after: await read() };
    },
  };
}

export type NmdSettingsService = ReturnType<typeof nmdSettingsService>;

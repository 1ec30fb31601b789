import { randomUUID } from 'node:crypto';
import { constants } from 'node:fs';
import { access, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { IMPORT_SOURCE_LABELS, type ImportRun, type ImportSource } from '@app/core/api/admin/data';
import type { AuditLog } from '../../platform/audit/audit-log';
import type { Principal } from '../../platform/auth/principal';
import { badRequest, notFound } from '../../platform/http/http-error';
import type { JobQueue } from '../../platform/jobs/job-queue';
import type { importReportHistory } from '../../reference-data/data/import-report';
import { IMPORT_JOB } from './import-job';
import { presentImportRun, type ImportRunRepository } from './import-run-repository';
import { saveUpload, uploadFolder } from './import-upload';

/** Starting imports from the console and reading their progress and reports. */
export function importRunService(deps: {
  runs: ImportRunRepository;
  jobs: JobQueue;
  audit: AuditLog;
  dataDir: string;
  /** The stored import reports, the command line's runs too, newest first. */
  reportHistory: () => ReturnType<typeof importReportHistory>;
}) {
  async function start(
    admin: Principal,
    run: {
      id: string;
      source: ImportSource;
      origin: 'upload' | 'folder';
      path: string;
      label: string;
    },
  ): Promise<ImportRun> {
    const row = await deps.runs.create({ ...run, requestedByUserId: admin.userId });
    // Key = source: a second import of the same source waits for the first, on any instance.
    const jobId = await deps.jobs.send(IMPORT_JOB, { importId: run.id }, { key: run.source });
    await deps.runs.update(run.id, { jobId });
    await deps.audit.record(admin, {
      action: 'data.import',
      target: `${run.source} import of ${run.label}`,
      after: { importId: run.id, source: run.source, origin: run.origin, label: run.label },
    });
    return presentImportRun({ ...row, jobId });
  }

  return {
    async list(): Promise<ImportRun[]> {
      return (await deps.runs.list()).map(presentImportRun);
    },

    async reports() {
      return (await deps.reportHistory()).map((row) => ({
        id: row.id,
        finishedAt: row.finishedAt.toISOString(),
        report: row.report,
      }));
    },

    async get(id: string): Promise<ImportRun> {
      const row = await deps.runs.get(id);
      if (!row) throw notFound('No such import.');
      return presentImportRun(row);
    },

    /** The request body is the file: streamed to the data folder, then imported by a job. */
    async startUpload(
      admin: Principal,
      query: { source: ImportSource; fileName: string },
      body: Readable,
    ) {
      const accepted = query.source === 'rates' ? '.csv' : '.zip';
      if (!query.fileName.toLowerCase().endsWith(accepted))
        throw badRequest(
          `query.fileName: ${query.fileName} is not a file the ${query.source} importer reads; ` +
            `accepted: a ${accepted} file (${IMPORT_SOURCE_LABELS[query.source]})`,
        );
      const id = randomUUID();
      const file = path.join(uploadFolder(deps.dataDir, id), query.fileName);
      const size = await saveUpload(body, file);
      if (size === 0) {
        await rm(path.dirname(file), { recursive: true, force: true });
        throw badRequest('body: the file is empty');
      }
      return start(admin, {
        id,
        source: query.source,
        origin: 'upload',
        path: file,
        label: query.fileName,
      });
    },

    /** A folder (or zip, or CSV) already on the server, checked before a job is queued. */
    async startFolder(admin: Principal, request: { source: ImportSource; path: string }) {
      const where = request.path;
      if (!path.isAbsolute(where))
        throw badRequest(`body.path: ${where} is not an absolute path on the server`);
      const info = await stat(where).catch(() => null);
      if (!info) throw badRequest(`body.path: ${where} does not exist on the server`);
      const readable = await access(
        where,
        constants.R_OK | (info.isDirectory() ? constants.X_OK : 0),
      )
        .then(() => true)
        .catch(() => false);
      if (!readable) throw badRequest(`body.path: ${where} is not readable by the server`);
      return start(admin, {
        id: randomUUID(),
        source: request.source,
        origin: 'folder',
        path: where,
        label: where,
      });
    },
  };
}

export type ImportRunService = ReturnType<typeof importRunService>;

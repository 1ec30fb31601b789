import { errorResponse } from '@app/core/api/errors';
import { adminDataRoutes as contract } from '@app/core/api/routes/admin-data-routes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Readable } from 'node:stream';
import { roles } from '../../platform/access/roles';
import { requirePrincipal } from '../../platform/auth/guards';
import { importReportHistory } from '../../reference-data/data/import-report';
import { badRequest } from '../../platform/http/http-error';
import { nmdSettingsService } from '../../platform/settings/nmd-settings-service';
import { defineImportJob } from './import-job';
import { importRunRepository } from './import-run-repository';
import { importRunService } from './import-run-service';
import { IMPORT_UPLOAD_LIMIT_BYTES } from '@app/core/api/admin/data';
import { tooLarge } from './import-upload';
import type { Database } from '../../platform/db/database';
import type { Config } from '../../platform/config/config';
import type { AuditLog } from '../../platform/audit/audit-log';
import type { JobQueue } from '../../platform/jobs/job-queue';
import type { SystemSettingsRepository } from '../../platform/settings/system-settings-repository';

/** The console's data screens: routes of packages/core/src/api/routes/admin-data-routes.ts. */
export function adminDataConsole(
  app: FastifyInstance,
  deps: {
    db: Database;
    config: Config;
    audit: AuditLog;
    jobs: JobQueue;
    settings: SystemSettingsRepository;
    log: { info(message: string): void; error(error: unknown, message: string): void };
  },
) {
  const runs = importRunRepository(deps.db);
  defineImportJob({ db: deps.db, jobs: deps.jobs, runs, log: deps.log });
  const imports = importRunService({
    runs,
    jobs: deps.jobs,
    audit: deps.audit,
    dataDir: deps.config.dataDir,
  });
  const nmd = nmdSettingsService({ db: deps.db, settings: deps.settings });
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const refusals = { 400: errorResponse, 401: errorResponse, 403: errorResponse };

  api.get(
    contract.importRuns.path,
    {
      preHandler: roles.platformAdmin,
      schema: {
        tags,
        summary: 'Imports started from the console, newest first, with progress and report',
        response: { 200: contract.importRuns.response },
      },
    },
    async () => imports.list(),
  );

  api.get(
    contract.importRun.path,
    {
      preHandler: roles.platformAdmin,
      schema: {
        tags,
        summary: 'One import: its state, progress and, once ended, its report',
        params: contract.importRun.params,
        response: { 200: contract.importRun.response, 404: errorResponse },
      },
    },
    async (request) => imports.get(request.params.importId),
  );

  api.post(
    contract.importFolder.path,
    {
      preHandler: roles.platformAdmin,
      schema: {
        tags,
        summary: 'Import a folder (or zip) on the server, in the background',
        body: contract.importFolder.body,
        response: { 201: contract.importFolder.response, ...refusals },
      },
    },
    async (request, reply) => {
      const run = await imports.startFolder(requirePrincipal(request), request.body);
      return reply.status(201).send(run);
    },
  );

  api.get(
    contract.importReports.path,
    {
      preHandler: roles.platformAdmin,
      schema: {
        tags,
        summary: 'Import reports of every run (the command line too), newest first',
        response: { 200: contract.importReports.response },
      },
    },
    async () =>
      (await importReportHistory(deps.db)).map((row) => ({
        id: row.id,
        finishedAt: row.finishedAt.toISOString(),
        report: row.report,
      })),
  );

  api.get(
    contract.nmdSettings.path,
    {
      preHandler: roles.platformAdmin,
      schema: {
        tags,
        summary: "The deposit pages' settings and the quarters they may name",
        response: { 200: contract.nmdSettings.response },
      },
    },
    async () => nmd.read(),
  );

  api.put(
    contract.setNmdSettings.path,
    {
      preHandler: roles.platformAdmin,
      schema: {
        tags,
        summary: "Change the deposit pages' settings; they hold at once on every instance",
        body: contract.setNmdSettings.body,
        response: { 200: contract.setNmdSettings.response, ...refusals },
      },
    },
    async (request) => {
      const { before, after } = await nmd.write(request.body);
      await deps.audit.record(requirePrincipal(request), {
        action: 'settings.update',
        target: 'deposit page settings (NMD)',
        before: before.settings,
        after: after.settings,
      });
      return after;
    },
  );

  // The upload's body is the file itself, handed on as a stream (never buffered whole).
  void app.register(async (scope) => {
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    scope.withTypeProvider<ZodTypeProvider>().post(
      contract.uploadImport.path,
      {
        preHandler: roles.platformAdmin,
        schema: {
          tags,
          summary: 'Upload an agency file (the body, application/octet-stream) and import it',
          querystring: contract.uploadImport.query,
          response: { 201: contract.uploadImport.response, ...refusals, 413: errorResponse },
        },
      },
      async (request, reply) => {
        const declared = Number(request.headers['content-length'] ?? 0);
        if (declared > IMPORT_UPLOAD_LIMIT_BYTES) throw tooLarge();
        const file = request.body instanceof Readable ? request.body : null;
        if (!file)
          throw badRequest('body: send the file itself as the body (application/octet-stream)');
        const run = await imports.startUpload(requirePrincipal(request), request.query, file);
        return reply.status(201).send(run);
      },
    );
  });
}

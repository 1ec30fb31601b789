import { adminDataRoutes as contract } from '@app/core/api/routes/admin-data-routes';
import type { FastifyInstance } from 'fastify';
import { Readable } from 'node:stream';
import { roles } from '../../platform/access/roles';
import { requirePrincipal } from '../../platform/auth/guards';
import { contractRoute } from '../../platform/http/contract-route';
import { badRequest } from '../../platform/http/http-error';
import type { AuditLog } from '../../platform/audit/audit-log';
import type { NmdSettingsService } from '../../platform/settings/nmd-settings-service';
import { adminSyncRoutes } from './admin-sync-routes';
import type { ImportRunService } from './import-run-service';
import type { SyncService } from './sync-service';
import { IMPORT_UPLOAD_LIMIT_BYTES } from '@app/core/api/admin/data';
import { tooLarge } from './import-upload';

/** The console's data screens: routes of packages/core/src/api/routes/admin-data-routes.ts. */
export function adminDataConsole(
  app: FastifyInstance,
  deps: { imports: ImportRunService; nmd: NmdSettingsService; audit: AuditLog; sync: SyncService },
) {
  const { imports, nmd } = deps;
  adminSyncRoutes(app, deps);
  const options = { access: roles.platformAdmin, tag: 'admin' };
  const refusals = [400, 401, 403] as const;

  contractRoute(
    app,
    contract.importRuns,
    {
      ...options,
      summary: 'Imports started from the console, newest first, with progress and report',
    },
    async () => imports.list(),
  );

  contractRoute(
    app,
    contract.importRun,
    {
      ...options,
      summary: 'One import: its state, progress and, once ended, its report',
      errors: [404],
    },
    async ({ params }) => imports.get(params.importId),
  );

  contractRoute(
    app,
    contract.importFolder,
    {
      ...options,
      summary: 'Import a folder (or zip) on the server, in the background',
      errors: refusals,
    },
    async ({ body }, request) => imports.startFolder(requirePrincipal(request), body),
  );

  contractRoute(
    app,
    contract.importReports,
    { ...options, summary: 'Import reports of every run (the command line too), newest first' },
    async () => imports.reports(),
  );

  contractRoute(
    app,
    contract.nmdSettings,
    { ...options, summary: "The deposit pages' settings and the quarters they may name" },
    async () => nmd.read(),
  );

  contractRoute(
    app,
    contract.setNmdSettings,
    {
      ...options,
      summary: "Change the deposit pages' settings; they hold at once on every instance",
      errors: refusals,
    },
    async ({ body }, request) => {
      const { before, after } = await nmd.write(body);
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
    contractRoute(
      scope,
      contract.uploadImport,
      {
        ...options,
        summary: 'Upload an agency file (the body, application/octet-stream) and import it',
        errors: [...refusals, 413],
      },
      async ({ query }, request) => {
        const declared = Number(request.headers['content-length'] ?? 0);
        if (declared > IMPORT_UPLOAD_LIMIT_BYTES) throw tooLarge();
        const file = request.body instanceof Readable ? request.body : null;
        if (!file)
          throw badRequest('body: send the file itself as the body (application/octet-stream)');
        return imports.startUpload(requirePrincipal(request), query, file);
      },
    );
  });
}

import {
  goodsExportFilename,
  goodsExportQuerySchema,
  IMPORT_MAX_FILE_BYTES,
  IMPORT_TEMPLATE_CSV,
  IMPORT_TEMPLATE_FILENAME,
  importPreviewReportSchema,
  importReportSchema,
} from '@stockyard/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { attachment } from '../../lib/download-headers.js';
import { recordActivity } from '../activity/activity.repository.js';
import { goodsCsvStream } from './export.js';
import { uploadLimitFor } from '../settings/upload-limit.js';
import { readImportRows } from './import-request.js';
import { importGoods, previewImport } from './import.service.js';
import { actorOf, scopeOf, staff, tags } from './route-helpers.js';
import { staffFilterOf } from '../staff-scope/branch-scope.js';

/** CSV import, export and the import template. */
export const transferRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, pool, clock }) => {
  app.get(
    '/goods/export',
    {
      config: staff,
      schema: {
        summary: 'Export goods as CSV',
        tags,
        description:
          'The filtered goods as CSV with the import columns (re-importable), streamed in id order. Warehouse ' +
          "stock unless `owner` asks for customers' lots; with lots, an `owner` column names each line's owner " +
          "(empty for stock), and an import refuses the lots' lines.",
        querystring: goodsExportQuerySchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const { sort: _unused, ...filter } = request.query;
      const today = clock.today();
      const actor = actorOf(request);
      const described = Object.entries(filter).map(([key, value]) => `${key}=${String(value)}`);
      await recordActivity(
        db,
        {
          userId: actor.user.id,
          action: 'goods_export',
          description: `Exported goods to CSV${described.length > 0 ? ` (${described.join(', ')})` : ''}`,
          category: 'goods',
        },
        actor.origin,
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachment(goodsExportFilename(today)))
        .header('cache-control', 'no-store')
        .send(goodsCsvStream(db, { ...filter, staff: staffFilterOf(scopeOf(request)) }, today));
    },
  );

  app.get(
    '/goods/import/template',
    {
      config: staff,
      schema: {
        summary: 'Download the goods import template',
        tags,
        description: 'goods_import_template.csv: header and 3 sample rows.',
        produces: ['text/csv'],
      },
    },
    async (_request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachment(IMPORT_TEMPLATE_FILENAME))
        .send(IMPORT_TEMPLATE_CSV),
  );

  app.post(
    '/goods/import',
    {
      config: staff,
      bodyLimit: IMPORT_MAX_FILE_BYTES,
      schema: {
        summary: 'Import goods from a CSV file',
        tags,
        description:
          'A CSV file as multipart/form-data (one file, at most 10 MB) or text/csv, or a JSON array of row objects. ' +
          'Valid rows are imported in one transaction; rows matching an existing product_id or SKU update that item. ' +
          'Rows are numbered with the header as row 1. No valid rows: 400 with the row errors.',
        consumes: ['multipart/form-data', 'text/csv', 'application/json'],
        response: { 200: importReportSchema },
      },
    },
    async (request) => {
      const rows = await readImportRows(request, await uploadLimitFor(db, IMPORT_MAX_FILE_BYTES));
      return importGoods({ db, pool }, actorOf(request), rows, clock.today(), request.log);
    },
  );

  app.post(
    '/goods/import/preview',
    {
      config: staff,
      bodyLimit: IMPORT_MAX_FILE_BYTES,
      schema: {
        summary: 'Preview a goods import',
        tags,
        description:
          'The same body as POST /goods/import. Answers what that import would do, by the same checks ' +
          "(row rules, branches, taken SKUs, matched items, customers' lots), and writes nothing: how many items " +
          'would be created and updated, the rows skipped with their errors, the warnings, and the first rows.',
        consumes: ['multipart/form-data', 'text/csv', 'application/json'],
        response: { 200: importPreviewReportSchema },
      },
    },
    async (request) => {
      const rows = await readImportRows(request, await uploadLimitFor(db, IMPORT_MAX_FILE_BYTES));
      return previewImport({ pool }, actorOf(request), rows, clock.today());
    },
  );
};

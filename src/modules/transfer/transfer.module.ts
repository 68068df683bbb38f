import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../lib/clock.js';
import type { RequestContext } from '../../lib/request-context.js';
import { registerTransferRoutes } from './transfer.routes.js';
import type { ImportReportView } from './transfer.schemas.js';
import { createExportService } from './transfer-export.service.js';
import { createImportService } from './transfer-import.service.js';
import type { TransferServices } from './transfer-sources.js';

export interface TransferModuleDeps {
  /** The services of prompts, criteria and contexts (app.ts hands them over). */
  services: TransferServices;
  clock: Clock;
  /** The largest import document in bytes (`--max-import-bytes`; 413 above). */
  maxImportBytes: number;
  /** Told of each finished import (its report). */
  importCompleted?: (ctx: RequestContext, report: ImportReportView) => Promise<void>;
}

/** Export / import of a workspace (issue 13 §3), through the other modules' services only. */
export function registerTransferModule(app: FastifyInstance, deps: TransferModuleDeps) {
  const exporter = createExportService(deps);
  const importer = createImportService({ services: deps.services, completed: deps.importCompleted });
  registerTransferRoutes(app, { exporter, importer, maxImportBytes: deps.maxImportBytes });
  return { exporter, importer };
}

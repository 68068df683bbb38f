import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../lib/clock.js';
import { registerTransferRoutes } from './transfer.routes.js';
import { createExportService } from './transfer-export.service.js';
import { createImportService } from './transfer-import.service.js';
import type { TransferServices } from './transfer-sources.js';

export interface TransferModuleDeps {
  /** The services of prompts, criteria and contexts (app.ts hands them over). */
  services: TransferServices;
  clock: Clock;
  /** The largest import document in bytes (`--max-import-bytes`; 413 above). */
  maxImportBytes: number;
}

/** Export / import of a workspace (issue 13 §3), through the other modules' services only. */
export function registerTransferModule(app: FastifyInstance, deps: TransferModuleDeps) {
  const exporter = createExportService(deps);
  const importer = createImportService(deps);
  registerTransferRoutes(app, { exporter, importer, maxImportBytes: deps.maxImportBytes });
  return { exporter, importer };
}

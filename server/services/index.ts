import type { Database } from '../db/connect';
import { createAccreditationsService } from './accreditations';
import { createBatchesService } from './batches';
import { createBlogsService } from './blogs';
import { createLeadsService } from './leads';
import { createVitalsService } from './vitals';

export function createServices(db: Database) {
  return {
    leads: createLeadsService(db),
    blogs: createBlogsService(db),
    batches: createBatchesService(db),
    accreditations: createAccreditationsService(db),
    vitals: createVitalsService(db),
  };
}
export type Services = ReturnType<typeof createServices>;

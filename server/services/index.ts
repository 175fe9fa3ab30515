import type { Database } from '../db/connect';
import { createAccreditationsService } from './accreditations';
import { createBatchesService } from './batches';
import { createBlogsService } from './blogs';
import { createLeadsService } from './leads';
import { createUploadedImagesService } from './uploaded-images';
import { createVitalsService } from './vitals';

/** `clock`: the time a lead's batch is checked against (tests set it, as the console's). */
export function createServices(db: Database, clock?: () => Date) {
  return {
    leads: createLeadsService(db, clock),
    blogs: createBlogsService(db),
    batches: createBatchesService(db),
    accreditations: createAccreditationsService(db),
    vitals: createVitalsService(db),
    uploadedImages: createUploadedImagesService(db),
  };
}
export type Services = ReturnType<typeof createServices>;

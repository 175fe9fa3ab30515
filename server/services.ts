import type { Database } from './db/connect';
import { createAccreditationsService } from './accreditations/accreditation-reader';
import { createBatchesService } from './batches/batch-reader';
import { createBlogsService } from './blogs/blog-reader';
import { createLeadsService } from './leads/lead-store';
import { createUploadedImagesService } from './uploads/uploaded-images';
import { createVitalsService } from './vitals/vitals-store';

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

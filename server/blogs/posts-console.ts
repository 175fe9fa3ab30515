import type { Database } from '../db/connect';
import { createAccreditationAdmin } from '../accreditations/accreditation-admin';
import type { AuditService } from '../console/audit';
import { createBlogEditor } from './blog-editor';
import type { Clock } from '../console/clock';
import { createUploads } from '../uploads/uploads';

interface Deps {
  audit: AuditService;
  clock: Clock;
  /** A blog post was written: see blog-editor.ts. */
  onBlogChange?: () => void;
}

/** The console's content services: blog editor, image uploads, accreditations. */
export function createContentAdmin(db: Database, { audit, clock, onBlogChange }: Deps) {
  const blogs = createBlogEditor(db, { audit, clock, onChange: onBlogChange });
  const accreditations = createAccreditationAdmin(db, { audit });
  return { audit, blogs, accreditations, uploads: createUploads(db) };
}
export type ContentAdmin = ReturnType<typeof createContentAdmin>;

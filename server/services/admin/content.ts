import type { ContentAdminPages } from '../../../contract/content-admin';
import type { Database } from '../../db/connect';
import { createAccreditationAdmin } from './accreditation-admin';
import type { AuditService } from './audit';
import { createBlogEditor } from './blog-editor';
import type { Clock } from './clock';
import { createUploads } from './uploads';

/** What the content console writes to the audit log (target `blog:ID`, `accreditation:ID`, `upload:GROUP/NAME`). */
export type ContentAuditAction =
  | 'blog_created'
  | 'blog_updated'
  | 'blog_published'
  | 'blog_unpublished'
  | 'blog_deleted'
  | 'image_uploaded'
  | 'accreditation_created'
  | 'accreditation_updated'
  | 'accreditation_moved'
  | 'accreditation_deleted';

interface Deps {
  audit: AuditService;
  clock: Clock;
  /** DATA_DIR/uploads */
  uploadsDir: string;
  /** A blog post was written: see blog-editor.ts. */
  onBlogChange?: () => void;
}

/** The console's content services: blog editor, image uploads, accreditations. */
export function createContentAdmin(db: Database, { audit, clock, uploadsDir, onBlogChange }: Deps) {
  const blogs = createBlogEditor(db, { audit, clock, onChange: onBlogChange });
  const accreditations = createAccreditationAdmin(db, { audit });
  const pages: ContentAdminPages = {
    listBlogs: () => blogs.list(),
    getBlog: (id) => blogs.get(id),
    listAccreditations: () => accreditations.list(),
  };
  return { audit, blogs, accreditations, uploads: createUploads(uploadsDir), pages };
}
export type ContentAdmin = ReturnType<typeof createContentAdmin>;

import type { APIRequestContext } from '@playwright/test';
import { COURSE_PATHS, EXTRA_PATHS, GENERAL_PATHS } from '../../../shared/paths';
import { allPosts } from './blog-helpers';

/** Every page of the route table: the spec's 60, the course finder and the accessibility statement. */
export const TABLE_PATHS: readonly string[] = [...GENERAL_PATHS, ...EXTRA_PATHS, ...COURSE_PATHS];

/** Answers 404 with the site's not-found page. */
export const NOT_FOUND_PATH = '/no-such-page-here';

/** The newest published post: the blog post every route-wide check visits. */
export async function newestPostPath(request: APIRequestContext): Promise<string> {
  const [post] = await allPosts(request);
  if (!post) throw new Error('the e2e database has no published post');
  return `/blogs/${post.id}`;
}

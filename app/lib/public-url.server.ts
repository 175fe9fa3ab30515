import type { AppLoadContext } from 'react-router';

/** The canonical origin: from the server's load context, or from the environment while prerendering at build. */
export function publicUrlFrom(context: Partial<AppLoadContext> | undefined): string {
  const url = context?.publicUrl ?? process.env.PUBLIC_URL ?? 'http://localhost:3000';
  return url.replace(/\/+$/, '');
}

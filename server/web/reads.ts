import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';
import type { AppServices, PageHandle, PageSource } from '../../contract/load-context';

// What a page reads. Route modules declare it (`export const handle: PageHandle = { reads: [...] }`),
// and the services handed to loaders record what a rendering really read, so a page that read
// something it did not declare is never kept (it would not be re-rendered when that changed).

/** The table each service reads; the console's services read tables no public page may declare. */
const SOURCE_OF_SERVICE: Record<keyof AppServices, PageSource | 'console'> = { blogs: 'blogs', batches: 'batches', admin: 'console', content: 'console', batchAdmin: 'console' };
export type Read = PageSource | 'console';

/** The services, each call recorded as a read of its table. */
export function recordingServices(services: AppServices, read: (source: Read) => void): AppServices {
  const recorded: Record<string, unknown> = {};
  for (const [name, service] of Object.entries(services) as [keyof AppServices, object | undefined][]) {
    recorded[name] =
      service &&
      new Proxy(service, {
        get(target, key, receiver) {
          const value: unknown = Reflect.get(target, key, receiver);
          if (typeof value !== 'function') return value;
          return (...args: unknown[]) => {
            read(SOURCE_OF_SERVICE[name]);
            return (value as (...a: unknown[]) => unknown).apply(target, args);
          };
        },
      });
  }
  return recorded as unknown as AppServices;
}

type BuiltRoutes = ServerBuild['routes'];
export interface RouteMatch {
  module: NonNullable<BuiltRoutes[string]>['module'];
  params: Record<string, string | undefined>;
}

/** The route modules (root first) that render a path, as React Router matches them. */
export function routeMatcher(routes: BuiltRoutes): (pathname: string) => RouteMatch[] {
  const children = new Map<string | undefined, RouteObject[]>();
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const siblings = children.get(route.parentId) ?? [];
    siblings.push({ id: route.id, path: route.path, index: route.index, caseSensitive: route.caseSensitive } as RouteObject);
    children.set(route.parentId, siblings);
  }
  const attach = (level: RouteObject[]): RouteObject[] =>
    level.map((route) => (route.index ? route : { ...route, children: attach(children.get(route.id) ?? []) }) as RouteObject);
  const tree = attach(children.get(undefined) ?? []);
  return (pathname) => (matchRoutes(tree, pathname) ?? []).map((match) => ({ module: routes[match.route.id!]!.module, params: match.params }));
}

/** The sources the matched route modules declare in their `handle`. */
export function declaredReads(matches: RouteMatch[]): Set<PageSource> {
  return new Set(matches.flatMap((match) => (match.module.handle as PageHandle | undefined)?.reads ?? []));
}

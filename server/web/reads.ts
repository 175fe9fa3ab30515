import type { AppServices, PageSource } from '../../shared/page-locals';

// What a page reads. A page declares it (`Astro.locals.declare('blogs')`), and the services it is
// given record what a rendering really read, so a page that read something it did not declare is
// never kept (it would not be rendered again when that changed).

/** The table each service reads. */
const SOURCE_OF_SERVICE: Record<keyof AppServices, PageSource> = {
  blogs: 'blogs',
  batches: 'batches',
};
export type Read = PageSource;

/** The services, each call recorded as a read of its table. */
export function recordingServices(
  services: AppServices,
  read: (source: Read) => void,
): AppServices {
  const recorded: Record<string, unknown> = {};
  for (const [name, service] of Object.entries(services) as [keyof AppServices, object][]) {
    recorded[name] = new Proxy(service, {
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

import type { AppServices, PageSource } from '../../contract/load-context';

// What a page reads. A page declares it (`Astro.locals.declare('blogs')`), and the services it is
// given record what a rendering really read, so a page that read something it did not declare is
// never kept (it would not be rendered again when that changed).

/** The table each service reads; the console's services read tables no public page may declare. */
const SOURCE_OF_SERVICE: Record<keyof AppServices, PageSource | 'console'> = {
  blogs: 'blogs',
  batches: 'batches',
  admin: 'console',
  content: 'console',
  batchAdmin: 'console',
};
export type Read = PageSource | 'console';

/** The services, each call recorded as a read of its table. */
export function recordingServices(
  services: AppServices,
  read: (source: Read) => void,
): AppServices {
  const recorded: Record<string, unknown> = {};
  for (const [name, service] of Object.entries(services) as [
    keyof AppServices,
    object | undefined,
  ][]) {
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

import type { ComponentType } from 'react';
import type { IslandName } from './registry';

export type When = 'load' | 'idle' | 'visible';

/**
 * A part of a server-rendered page that the browser hydrates as a React root of its own (client.ts),
 * at once, when the main thread is idle or when it comes near the viewport. Its props travel as JSON
 * in an attribute, so the page needs no inline script (CSP without 'unsafe-inline').
 */
export function Island<P extends object>({ name, when, component: Component, props }: { name: IslandName; when: When; component: ComponentType<P>; props: P }) {
  return (
    <div className="contents" data-island={name} data-when={when} data-props={JSON.stringify(props)}>
      <Component {...props} />
    </div>
  );
}

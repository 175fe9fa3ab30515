import type { DatabaseHandle } from '../db/connect';
import type { Listener } from '../db/listen-postgres';
import type { PageStore } from './page-store';

// The database says which table changed (the triggers of migration 0003_page_notices), whoever
// changed it; kept pages are kept only while this process is listening, since a change it did not
// hear of would leave them stale.

export const PAGE_SOURCES_CHANNEL = 'page_sources';

export function keepPagesCurrent(database: DatabaseHandle, store: PageStore): Promise<Listener> {
  return database.listen(PAGE_SOURCES_CHANNEL, {
    onNotice: (table) => store.changed(table),
    onListening: () => store.listening(true),
    onLost: () => store.listening(false),
  });
}

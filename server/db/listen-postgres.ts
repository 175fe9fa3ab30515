import pg from 'pg';

// LISTEN needs a connection of its own for as long as the process runs: a pooled one would be handed
// to queries and closed when idle. Lost (the database restarted, the network dropped), it is made
// again; whatever was notified meanwhile is unknown, so the caller hears `onLost` at once and
// `onListening` again once it listens anew.

const RETRY_MS = [100, 500, 1_000, 2_000, 5_000];

export interface Listener {
  stop(): Promise<void>;
}

export interface ListenHandlers {
  onNotice: (payload: string) => void;
  /** Listening (again): notices arrive from now on. */
  onListening: () => void;
  /** Notices may be missed from now on. */
  onLost: () => void;
}

export function listenPostgres(
  url: string,
  channel: string,
  { onNotice, onListening, onLost }: ListenHandlers,
): Listener {
  let client: pg.Client | undefined;
  let stopped = false;
  let failures = 0;
  let timer: NodeJS.Timeout | undefined;

  const retry = () => {
    if (stopped) return;
    timer = setTimeout(connect, RETRY_MS[Math.min(failures++, RETRY_MS.length - 1)]);
    timer.unref();
  };

  async function connect() {
    const next = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: 5_000,
      keepAlive: true,
    });
    next.on('error', () => {});
    next.on('notification', (message) => {
      if (message.channel === channel) onNotice(message.payload ?? '');
    });
    next.on('end', () => {
      if (client !== next) return;
      client = undefined;
      onLost();
      retry();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch {
      await next.end().catch(() => {});
      return retry();
    }
    if (stopped) return void (await next.end().catch(() => {}));
    client = next;
    failures = 0;
    onListening();
  }

  void connect();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      const last = client;
      client = undefined;
      await last?.end().catch(() => {});
    },
  };
}

import pg from 'pg';

const { Client: PgClient } = pg;

/** What a kept LISTEN needs of its connection (a `pg.Client`; a test hands in its own). */
export type ListenClient = Pick<pg.Client, 'connect' | 'query' | 'end' | 'on' | 'off'>;

type Options = {
  /** A channel name of lower-case letters and underscores: it is written into LISTEN as it is. */
  channel: string;
  /** Every notification on the channel. */
  onNotification: (payload: string | undefined) => void;
  /** LISTEN runs on a new connection, the first one included. */
  onListening?: () => void;
  /** The connection was lost (never called once closed); another is tried a second later. */
  onLost?: (error?: Error) => void;
  /** A new connection; by default one beside the pool, with its settings. */
  newClient?: () => ListenClient;
};

const RECONNECT_MS = 1000;

/**
 * Holds a connection in LISTEN on PostgreSQL for as long as the server runs: a connection of its
 * own beside the pool (held for LISTEN, a pooled one would be taken from the queries for good). A
 * lost connection is replaced a second later, and again every second for as long as connecting
 * fails. The session cache (decision 016) and the live events (decision 010) each keep one.
 */
export async function keepListening(pool: pg.Pool, options: Options): Promise<{ close: () => Promise<void> }> {
  const { channel, newClient = () => new PgClient(pool.options) } = options;
  if (!/^[a-z_]+$/.test(channel)) throw new Error(`LISTEN channel "${channel}": lower-case letters and _ only`);
  let listener: ListenClient | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const onNotification = (message: pg.Notification) => {
    if (message.channel === channel) options.onNotification(message.payload);
  };
  const reconnectLater = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void listen();
    }, RECONNECT_MS);
  };
  // The client is the listener from before it connects, so a failed connect is a loss like any other.
  const lose = (client: ListenClient, error?: Error) => {
    if (listener !== client) return;
    listener = undefined;
    client.off('notification', onNotification);
    void client.end().catch(() => undefined);
    if (closed) return;
    options.onLost?.(error);
    reconnectLater();
  };
  const listen = async (): Promise<void> => {
    const client = newClient();
    listener = client;
    client.on('notification', onNotification);
    client.on('error', (error: Error) => lose(client, error));
    client.on('end', () => lose(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
      if (listener === client && !closed) options.onListening?.();
    } catch (error) {
      lose(client, error as Error);
    }
  };
  // The first attempt is waited for, so a server that starts normally starts listening.
  await listen();

  return {
    close: async () => {
      closed = true;
      clearTimeout(retry);
      const client = listener;
      listener = undefined;
      if (!client) return;
      client.off('notification', onNotification);
      await client.end().catch(() => undefined);
    },
  };
}

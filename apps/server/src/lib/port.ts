import net from 'node:net';

/** The port the server is to listen on is held by another process. */
export class PortInUseError extends Error {
  constructor(readonly port: number) {
    super(
      `Port ${port} is in use: stop what runs there, or start on another port, e.g. PORT=${port === 65535 ? port - 1 : port + 1} npm start`,
    );
  }
}

/** Whether an error is the one `listen` fails with when the port is taken. */
export const isPortInUse = (error: unknown): boolean => (error as NodeJS.ErrnoException | null)?.code === 'EADDRINUSE';

/**
 * Fails with PortInUseError when `port` on `host` is taken, before the server opens its database
 * (and seeds a new one) only to find it cannot listen. Port 0 (any free one) is never taken.
 */
export async function assertPortFree(port: number, host: string): Promise<void> {
  if (port === 0) return;
  await new Promise<void>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error) => reject(isPortInUse(error) ? new PortInUseError(port) : error));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve()));
  });
}

import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

export type SilentServer = {
  /** `http://127.0.0.1:{port}`: connects, then never answers. */
  httpUrl: string;
  /** `https://127.0.0.1:{port}`: connects, then never says a word of TLS. */
  httpsUrl: string;
  /** Connections open now, and the most ever open at once. */
  readonly open: number;
  readonly mostOpen: number;
  close: () => Promise<void>;
};

/**
 * An endpoint that has hung (issue 36): a TCP server on loopback that accepts every connection
 * and never writes a byte or closes, as a tool that is stuck does.
 */
export async function startSilentServer(): Promise<SilentServer> {
  const sockets = new Set<Socket>();
  let mostOpen = 0;
  const server = createServer((socket) => {
    sockets.add(socket);
    mostOpen = Math.max(mostOpen, sockets.size);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    httpUrl: `http://127.0.0.1:${port}`,
    httpsUrl: `https://127.0.0.1:${port}`,
    get open() {
      return sockets.size;
    },
    get mostOpen() {
      return mostOpen;
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

import { EventEmitter } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

const BODY_LIMIT = 1_048_576;

export function bearerToken(header: string | undefined): string | undefined {
  return /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1];
}

/** The request's body as text, or undefined past a megabyte. */
export async function readBody(request: IncomingMessage): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > BODY_LIMIT) return undefined;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export function parseJson(
  text: string,
): { ok: true; value: unknown } | { ok: false; message: string } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : 'Invalid JSON' };
  }
}

/**
 * What every fake provider's HTTP server shares (the fake GoHighLevel, the fake HubSpot): a real
 * server on loopback, its request log, closing with its connections, waiting for a condition after
 * each request, and delays that `close` cancels. `handle` is the provider's own.
 */
export abstract class FakeHttpServer<Logged> {
  readonly requests: Logged[] = [];
  protected readonly handled = new EventEmitter();
  protected closed = false;
  private readonly server: Server;
  private readonly timers = new Set<NodeJS.Timeout>();
  private port = 0;

  constructor(
    private readonly host: string,
    /** Names the fake in its errors: "fake HubSpot". */
    private readonly name: string,
  ) {
    this.server = createServer((request, response) => void this.handle(request, response));
    this.handled.setMaxListeners(0);
  }

  protected abstract handle(request: IncomingMessage, response: ServerResponse): Promise<void>;

  get url(): string {
    return `http://${this.host}:${this.port}`;
  }

  get listening(): boolean {
    return this.server.listening;
  }

  async listen(port: number): Promise<void> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, this.host, () => {
        this.server.off('error', reject);
        resolve();
      });
    });
    this.port = (this.server.address() as AddressInfo).port;
  }

  /** Closes the listening socket and every open connection: new connections are refused. */
  async stopListening(): Promise<void> {
    if (!this.server.listening) return;
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    this.server.closeAllConnections();
    await closed;
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    await this.stopListening();
  }

  /** Resolves once `check` holds, testing it now and after every request the fake finishes. */
  waitFor(check: () => boolean, timeoutMs = 10_000): Promise<void> {
    return new Promise((resolve, reject) => {
      const finish = (error?: unknown) => {
        clearTimeout(timer);
        this.handled.off('handled', test);
        if (error) reject(error instanceof Error ? error : new Error(String(error)));
        else resolve();
      };
      const test = () => {
        try {
          if (check()) finish();
        } catch (error) {
          finish(error);
        }
      };
      const timer = setTimeout(
        () => finish(new Error(`${this.name}: condition not met within ${timeoutMs} ms`)),
        timeoutMs,
      );
      this.handled.on('handled', test);
      test();
    });
  }

  protected delay(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        resolve();
      }, ms);
      this.timers.add(timer);
    });
  }
}

import { Worker } from 'node:worker_threads';
import type { HostHeaders } from './hosts';
import type { BurstResult, ClientSetup, FromClient, ToClient } from './client-worker';

/**
 * Starts client-worker.ts in a worker thread. Workers do not inherit tsx's loader on Node 20, so a
 * small script registers it there first.
 */
function startWorker(setup: ClientSetup): Worker {
  const api = import.meta.resolve('tsx/esm/api');
  const file = new URL('./client-worker.ts', import.meta.url).href;
  const boot =
    `import(${JSON.stringify(api)}).then(({ tsImport }) => ` +
    `tsImport(${JSON.stringify(file)}, ${JSON.stringify(import.meta.url)}))`;
  return new Worker(boot, { eval: true, workerData: setup });
}

/** A client thread; each call sends a message and waits for the answer of the kind it expects. */
export class Client {
  private constructor(private readonly worker: Worker) {}

  static async start(setup: ClientSetup): Promise<Client> {
    const client = new Client(startWorker(setup));
    await client.next('ready');
    return client;
  }

  private next<K extends FromClient['kind']>(kind: K): Promise<Extract<FromClient, { kind: K }>> {
    return new Promise((resolve, reject) => {
      const onMessage = (message: FromClient) => {
        if (message.kind !== kind) return;
        this.worker.off('message', onMessage).off('error', reject);
        resolve(message as Extract<FromClient, { kind: K }>);
      };
      this.worker.on('message', onMessage).once('error', reject);
    });
  }

  private post(message: ToClient): void {
    this.worker.postMessage(message);
  }

  /** Times `count` calls of GET /api/auth/me. */
  timeMe(count: number): Promise<{ samples: number[]; failures: number }> {
    const answer = this.next('me');
    this.post({ kind: 'time-me', count });
    return answer;
  }

  /** Times calls of GET /api/auth/me from now until `during` settles. */
  async timeMeDuring<T>(
    during: () => Promise<T>,
  ): Promise<{ samples: number[]; failures: number; value: T }> {
    const answer = this.next('me');
    answer.catch(() => undefined); // awaited below unless `during` throws
    this.post({ kind: 'time-me' });
    let value: T;
    try {
      value = await during();
    } finally {
      this.post({ kind: 'stop' });
    }
    return { ...(await answer), value };
  }

  burst(hosts: HostHeaders[], concurrency: number): Promise<BurstResult> {
    const answer = this.next('burst').then((m) => m.result);
    this.post({ kind: 'burst', hosts, concurrency });
    return answer;
  }

  async stop(): Promise<void> {
    await this.worker.terminate();
  }
}

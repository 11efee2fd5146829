import { AppError } from '../../errors';
import { makeImageCopies, type DecodeImage, type ImageCopies } from './image-variants';

/**
 * Decoding a large picture takes a second or more of a core and up to a hundred megabytes
 * (docs/performance.md, Uploads), so this process decodes at most DECODES_AT_ONCE at a time, and
 * one coach's pictures one after the other: a coach uploading many at once waits for their own
 * turn without holding up the others.
 */
export const DECODES_AT_ONCE = 2;
/** Pictures that may wait for their turn in this process; one more is refused (429). */
export const DECODES_WAITING = 8;
/** Of those, how many may be one coach's: no coach fills the whole queue. */
export const DECODES_WAITING_PER_COACH = 4;

/** Seconds a refused upload is told to wait: about the time two large pictures take. */
const RETRY_AFTER_SECONDS = 5;

export type DecodeQueueOptions = {
  /** What decodes (default: makeImageCopies); tests pass one that counts or holds decodes. */
  decode?: DecodeImage;
  atOnce?: number;
  waiting?: number;
  waitingPerCoach?: number;
};

type Job = { coachId: number; start: () => void };

const busy = (message: string) =>
  new AppError(
    'too_many_requests',
    message,
    { file: message },
    {
      retryAfterSeconds: RETRY_AFTER_SECONDS,
    },
  );

/**
 * Where an upload's image waits its turn to be decoded into its copies (in this process's memory:
 * each app process keeps its own limits). Waiting is first come, first served, except that a
 * coach's next picture waits while one of theirs is decoding and lets the others go first.
 */
export class DecodeQueue {
  private readonly decodeImage: DecodeImage;
  private readonly atOnce: number;
  private readonly maxWaiting: number;
  private readonly maxWaitingPerCoach: number;
  private readonly decodingFor = new Set<number>();
  private readonly queue: Job[] = [];

  constructor(options: DecodeQueueOptions = {}) {
    this.decodeImage = options.decode ?? makeImageCopies;
    this.atOnce = options.atOnce ?? DECODES_AT_ONCE;
    this.maxWaiting = options.waiting ?? DECODES_WAITING;
    this.maxWaitingPerCoach = options.waitingPerCoach ?? DECODES_WAITING_PER_COACH;
  }

  /** Images decoding now, and waiting. */
  get state(): { decoding: number; waiting: number } {
    return { decoding: this.decodingFor.size, waiting: this.queue.length };
  }

  /**
   * The copies of one coach's image, decoded in its turn; refused with 429 when too many wait.
   * An upload whose request is cancelled (`signal`) while it waits leaves the queue.
   */
  async copies(
    coachId: number,
    bytes: Buffer,
    name: string,
    signal?: AbortSignal,
  ): Promise<ImageCopies> {
    await this.turn(coachId, signal);
    try {
      return await this.decodeImage(bytes, name);
    } finally {
      this.decodingFor.delete(coachId);
      this.next();
    }
  }

  private canStart(coachId: number): boolean {
    return this.decodingFor.size < this.atOnce && !this.decodingFor.has(coachId);
  }

  private turn(coachId: number, signal?: AbortSignal): Promise<void> {
    if (signal?.aborted) throw cancelled();
    // Whatever waits cannot start (next() starts all that can), so this one goes ahead of them.
    if (this.canStart(coachId)) {
      this.decodingFor.add(coachId);
      return Promise.resolve();
    }
    if (this.queue.filter((j) => j.coachId === coachId).length >= this.maxWaitingPerCoach) {
      throw busy(
        `You are uploading more pictures at once than can be prepared: ${this.maxWaitingPerCoach} are already waiting. Try this one again when those are done.`,
      );
    }
    if (this.queue.length >= this.maxWaiting) {
      throw busy(
        'The server is preparing as many pictures as it can right now. Please try this one again in a few seconds.',
      );
    }
    return new Promise<void>((resolve, reject) => {
      const job: Job = {
        coachId,
        start: () => {
          signal?.removeEventListener('abort', leave);
          this.decodingFor.add(coachId);
          resolve();
        },
      };
      const leave = () => {
        const at = this.queue.indexOf(job);
        if (at >= 0) this.queue.splice(at, 1);
        reject(cancelled());
      };
      signal?.addEventListener('abort', leave, { once: true });
      this.queue.push(job);
    });
  }

  /** Starts the first waiting pictures whose coach has none decoding, while there is room. */
  private next(): void {
    for (let i = 0; i < this.queue.length && this.decodingFor.size < this.atOnce;) {
      const job = this.queue[i];
      if (job && this.canStart(job.coachId)) {
        this.queue.splice(i, 1);
        job.start();
      } else i += 1;
    }
  }
}

const cancelled = () => new AppError('cancelled', 'The upload was cancelled.');

import type { ClaimTurns, JobOwner } from '../queue/claim-jobs';

/** Coaches remembered as served lately; one served longer ago than the last this many is new. */
const REMEMBERED_COACHES = 256;

/** Jobs running, by owner, up to a limit each. */
class Running<K> {
  private readonly counts = new Map<K, number>();

  constructor(private readonly max: number) {}

  add(owner: K): void {
    this.counts.set(owner, (this.counts.get(owner) ?? 0) + 1);
  }

  /** Answers whether the owner was at its limit before this job ended. */
  remove(owner: K): boolean {
    const count = this.counts.get(owner) ?? 0;
    if (count <= 1) this.counts.delete(owner);
    else this.counts.set(owner, count - 1);
    return count >= this.max;
  }

  full(): K[] {
    return [...this.counts].filter(([, count]) => count >= this.max).map(([owner]) => owner);
  }
}

/**
 * One process's share of the job slots (issue 36): at most `perCoach` of a coach's jobs and
 * `perLane` of a lane's run at once, and the next job is the oldest due one of the coach served
 * longest ago, so a coach with a thousand jobs waiting takes her turn like a coach with one.
 * Each process keeps its own; the claim's row lock keeps a job to one process.
 */
export class FairShare {
  private readonly coaches: Running<number>;
  private readonly lanes: Running<string>;
  private readonly served: number[] = [];

  constructor(limits: { perCoach: number; perLane: number }) {
    this.coaches = new Running(limits.perCoach);
    this.lanes = new Running(limits.perLane);
  }

  turns(): ClaimTurns {
    return {
      fullCoaches: this.coaches.full(),
      busyLanes: this.lanes.full(),
      servedLately: [...this.served],
    };
  }

  /** A job of this owner was claimed: it counts until `end`, and its coach was served now. */
  start({ coachId, lane }: JobOwner): void {
    if (coachId !== null) {
      this.coaches.add(coachId);
      const at = this.served.indexOf(coachId);
      if (at >= 0) this.served.splice(at, 1);
      this.served.push(coachId);
      if (this.served.length > REMEMBERED_COACHES) this.served.shift();
    }
    if (lane !== null) this.lanes.add(lane);
  }

  /** The job ended; answers whether its coach or lane was full (a claim may find more now). */
  end({ coachId, lane }: JobOwner): boolean {
    const coachWasFull = coachId !== null && this.coaches.remove(coachId);
    const laneWasFull = lane !== null && this.lanes.remove(lane);
    return coachWasFull || laneWasFull;
  }
}

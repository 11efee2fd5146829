/**
 * Rung when a job is added or made due that should run now (a lead to deliver, a retry asked
 * for): the runner of this process stops waiting for its next poll. Other processes find the job
 * at their next poll.
 */
export class JobBell {
  private readonly listeners = new Set<() => void>();

  ring(): void {
    for (const listener of this.listeners) listener();
  }

  listen(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

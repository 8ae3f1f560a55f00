import type { JobProgress, JobRequest, JobResponse } from "../jobs.js";

/** The page's own script as text (the build, scripts/build-web.mjs, wraps it so; app.ts runs the worker's part in a worker). */
declare const WORKER_SOURCE: string;

/** What a job request is without its id (the runner numbers them). */
export type Job = JobRequest extends infer R ? (R extends { id: number } ? Omit<R, "id"> : never) : never;

/**
 * Runs jobs in a Web Worker, one at a time; stop() ends the running one at once by terminating the worker
 * (the next job starts a fresh one).
 *
 * The worker is made from a Blob of the page's own script (app.ts), not from a file: pages opened from disk
 * (file://) may not start a worker from a file URL, while a Blob URL works everywhere.
 * Rejected: module workers (not startable from file://) and SharedArrayBuffer stop flags (need
 * cross-origin isolation headers, which a file opened from disk cannot have).
 */
export class JobRunner {
  private worker: Worker | undefined;
  private nextId = 1;
  private pending: { id: number; resolve: (r: JobResponse | undefined) => void; progress: (text: string) => void } | undefined;
  /** Made at the first job, not at start-up: copying the worker's half-megabyte source delayed the first render. */
  private url: string | undefined;

  /** Whether a job is running. */
  get busy(): boolean {
    return this.pending !== undefined;
  }

  /**
   * Runs the job; resolves with its response, or undefined when stopped. One job at a time: a new one
   * stops the running one. `progress` hears the job's progress messages.
   */
  run(job: Job, progress: (text: string) => void = () => undefined): Promise<JobResponse | undefined> {
    this.stop();
    const id = this.nextId++;
    const worker = this.ensureWorker();
    return new Promise((resolve) => {
      this.pending = { id, resolve, progress };
      worker.postMessage({ ...job, id } as JobRequest);
    });
  }

  /** Ends the running job (its promise resolves with undefined). */
  stop(): void {
    const pending = this.pending;
    if (pending === undefined) return;
    this.pending = undefined;
    this.worker?.terminate();
    this.worker = undefined;
    pending.resolve(undefined);
  }

  private ensureWorker(): Worker {
    if (this.worker !== undefined) return this.worker;
    this.url ??= URL.createObjectURL(new Blob([WORKER_SOURCE], { type: "text/javascript" }));
    const worker = new Worker(this.url);
    worker.onmessage = (event: MessageEvent<JobResponse | JobProgress>) => {
      const pending = this.pending;
      if (pending === undefined || event.data.id !== pending.id) return;
      if (event.data.kind === "progress") return pending.progress(event.data.text);
      this.pending = undefined;
      pending.resolve(event.data);
    };
    worker.onerror = (event: ErrorEvent) => {
      const pending = this.pending;
      this.pending = undefined;
      this.worker?.terminate();
      this.worker = undefined;
      pending?.resolve({ id: pending.id, kind: "failed", errors: [`the worker failed: ${event.message}`] });
    };
    this.worker = worker;
    return worker;
  }
}

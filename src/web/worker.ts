/**
 * The page's Web Worker: runs solve and generate jobs (jobs.ts) off the page's thread, one message in, one
 * message out. Shell code: the only thing here is the worker's message plumbing.
 */
import type { JobRequest } from "./jobs.js";
import { runJob } from "./jobs.js";

interface WorkerScope {
  onmessage: ((event: MessageEvent<JobRequest>) => void) | null;
  postMessage(message: unknown): void;
}

const scope = self as unknown as WorkerScope;
scope.onmessage = (event) => scope.postMessage(runJob(event.data, (progress) => scope.postMessage(progress)));

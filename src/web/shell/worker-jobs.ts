/**
 * The panels' long work in the Web Worker: Solve, Count, Check and Reveal (when they must solve first),
 * Generate, Hint and Explain share one worker (job-runner.ts), one job at a time. Their buttons are
 * disabled while a job runs, and Stop ends it. The setter's live verdict has a worker of its own
 * (verdict-panel.ts).
 */
import type { JobResponse } from "../jobs.js";
import type { Job } from "./job-runner.js";
import { JobRunner } from "./job-runner.js";
import type { Page } from "./page.js";
import { $ } from "./page.js";

const runner = new JobRunner();

function setBusy(busy: boolean): void {
  for (const id of ["solve", "count", "generate", "check", "reveal", "hint", "explain"]) $<HTMLButtonElement>(id).disabled = busy;
  $<HTMLButtonElement>("stop").disabled = !busy;
}

/** Runs the job, the buttons disabled meanwhile: its response, or undefined when stopped. */
export async function runJob(job: Job, progress?: (text: string) => void): Promise<JobResponse | undefined> {
  setBusy(true);
  const response = await runner.run(job, progress);
  setBusy(false);
  return response;
}

/** Ends the running job (Stop). */
export function stopJob(): void {
  runner.stop();
  setBusy(false);
}

/** A job's answer that is not the one asked for: its errors listed, the first said after `what`. */
export function jobFailed(page: Page, response: JobResponse, what: string): void {
  page.problems = response.kind === "failed" ? [...response.errors] : [];
  page.say(`${what}: ${page.problems[0] ?? "unexpected answer"}`);
  page.render();
}

import { printable } from "../format/printable.js";
import type { CliIo } from "./io.js";

/** A progress line appears only once the work has taken this long: quick runs print nothing extra. */
const PROGRESS_AFTER_MS = 1000;
/** At most this often it is redrawn. */
const PROGRESS_EVERY_MS = 100;

/**
 * One line of progress on a terminal's stderr, redrawn in place ("\r", then erase to the end of the line):
 * for long jobs (counting, batches, the generator). Nothing at all when stderr is not a terminal, so
 * redirected and piped runs stay clean. The text is asked for only when the line is drawn.
 */
export interface ProgressLine {
  /** Draws the line if stderr is a terminal, the work has run a second and the last draw is old enough. */
  readonly update: (text: () => string) => void;
  /** Erases the line, before other output or at the end. */
  readonly clear: () => void;
}

export function progressLine(io: CliIo, started = performance.now()): ProgressLine {
  let shown = false;
  let last = 0;
  return {
    update(text) {
      if (io.stderrIsTty !== true) return;
      const now = performance.now();
      if (now - started < PROGRESS_AFTER_MS || now - last < PROGRESS_EVERY_MS) return;
      last = now;
      shown = true;
      io.stderr(`\r${printable(text())}\x1b[K`);
    },
    clear() {
      if (shown) io.stderr("\r\x1b[K");
      shown = false;
    },
  };
}

/**
 * Redraws a progress line from a timer while the main thread waits (a worker solving, a batch reading);
 * the returned function stops it and erases the line. The timer does not keep the process alive.
 */
export function tickProgress(progress: ProgressLine, text: () => string): () => void {
  const timer = setInterval(() => progress.update(text), PROGRESS_EVERY_MS);
  timer.unref();
  return () => {
    clearInterval(timer);
    progress.clear();
  };
}

/** A count with its rate and the elapsed time, as progress lines show them: "12,345 lines (4,100/s), 3.0 s". */
export function countAndRate(count: number, what: string, started: number): string {
  const seconds = (performance.now() - started) / 1000;
  const rate = seconds > 0 ? Math.round(count / seconds) : 0;
  return `${count.toLocaleString("en-US")} ${what} (${rate.toLocaleString("en-US")}/s), ${seconds.toFixed(1)} s`;
}

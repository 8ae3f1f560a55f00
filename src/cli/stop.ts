/**
 * The one stop flag of a CLI run: made by the entry (run.ts) for every command, set by the command's
 * --timeout (startTimeout) or by an interrupt (SIGINT, SIGTERM: io.interrupt). The flag lives in a
 * SharedArrayBuffer so that worker threads poll the very same word (Atomics.load) from their solver's
 * shouldStop, while the main thread, whose event loop stays free, sets it. A command running synchronously
 * sees an interrupt only when it yields to the event loop (yieldToEventLoop).
 */
export type StopCause = "timeout" | "interrupt";

const CAUSES: readonly (StopCause | undefined)[] = [undefined, "timeout", "interrupt"];

/** The longest delay setTimeout honours. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export class Stopper {
  /** 0 running, 1 timeout, 2 interrupt. */
  readonly flag = new Int32Array(new SharedArrayBuffer(4));
  /**
   * Progress of the work, written by whichever thread does it, read by the progress line: [0] the count of
   * solutions so far as the solver last reported it when polling (solve), or the attempt (generate); [1] the
   * givens left (generate). Floats, since counts pass 2^31; a torn read is impossible for an aligned 8-byte
   * word on the platforms Node runs on, and would only misdraw one progress line.
   */
  readonly progress = new Float64Array(new SharedArrayBuffer(16));
  /** Called at each poll on this thread: lets a progress line be drawn while this thread searches. */
  onPoll: (() => void) | undefined;
  private deadline: number | undefined;
  private timer: NodeJS.Timeout | undefined;
  private readonly onAbort = (): void => this.stop(2);
  private readonly listeners = new Set<() => void>();
  private readonly said = new Set<string>();

  /** `announce`: where readiness lines go (ready), or nothing. */
  constructor(
    private readonly interrupt: AbortSignal,
    private readonly announce?: (stage: string) => void,
  ) {
    if (interrupt.aborted) this.stop(2);
    else interrupt.addEventListener("abort", this.onAbort, { once: true });
  }

  /** Starts the command's --timeout (undefined: none). Called once, when the command starts its work. */
  startTimeout(seconds: number | undefined): void {
    if (seconds === undefined) return;
    this.deadline = performance.now() + seconds * 1000;
    // The timer covers solving in a worker; shouldStop covers solving in-process, when no timer can fire.
    // Node fires a delay above 2^31-1 ms (about 24.8 days) after 1 ms instead: such a timeout needs no timer,
    // the deadline check suffices (a run that long polls shouldStop many times).
    if (seconds * 1000 > MAX_TIMER_MS) return;
    this.timer = setTimeout(() => this.stop(1), seconds * 1000);
    this.timer.unref();
  }

  /**
   * Says, once per stage, that the command has begun the work a stop would cut short ("search", "logic",
   * "step" once the step engine has a step, on this thread or a worker's, "listed" once `--all` has written
   * a solution, "batch" once a first line is written, "generate", "convert"): with COMBO_SUDOKU_READY=1 in
   * the environment, a line `combo-sudoku: ready: STAGE` on stderr (run.ts), else nothing. A test or a
   * benchmark sends its signal after this line, never after a fixed time, which a loaded machine makes too
   * early.
   */
  ready(stage: string): void {
    if (this.announce === undefined || this.said.has(stage)) return;
    this.said.add(stage);
    this.announce(stage);
  }

  /** For a solver running on this thread. */
  readonly shouldStop = (found?: number): boolean => {
    if (found !== undefined) this.progress[0] = found;
    this.onPoll?.();
    if (this.deadline !== undefined && this.flag[0] === 0 && performance.now() > this.deadline) this.stop(1);
    return this.flag[0] !== 0;
  };

  get cause(): StopCause | undefined {
    return CAUSES[Atomics.load(this.flag, 0)];
  }

  /**
   * Calls `listener` once the run is stopped (at once if it is already); returns what removes it. A command
   * waiting on something else (the next piece of an input that stays open) races that wait against this,
   * so it sees the stop at once. Remove the listener when the wait is over: a listener kept alive keeps
   * alive what it refers to (a read's result, say), for as long as the run goes on.
   */
  onStop(listener: () => void): () => void {
    if (this.flag[0] !== 0) {
      listener();
      return () => undefined;
    }
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private stop(code: 1 | 2): void {
    Atomics.compareExchange(this.flag, 0, 0, code);
    for (const listener of [...this.listeners]) listener();
    this.listeners.clear();
  }

  dispose(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.interrupt.removeEventListener("abort", this.onAbort);
  }
}

/**
 * The next item of an iterator, or "stopped" when the stopper is stopped first (the read is left pending:
 * the caller then closes its input). A rejection of the abandoned read is kept from going unhandled.
 */
export async function nextUnlessStopped<T>(iterator: AsyncIterator<T>, stopper: Stopper): Promise<IteratorResult<T> | "stopped"> {
  if (stopper.cause !== undefined) return "stopped";
  const next = iterator.next();
  let remove = (): unknown => undefined;
  const stopped = new Promise<"stopped">((resolve) => {
    remove = stopper.onStop(() => resolve("stopped"));
  });
  try {
    const result = await Promise.race([next, stopped]);
    if (result === "stopped") next.catch(() => undefined);
    return result;
  } finally {
    remove(); // else the stopper would keep every read's result alive (memory grew with the input)
  }
}

/** Lets pending signal handlers and timers run between stretches of synchronous solving. */
export function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/**
 * The stop of the step a technique is looking for, for the loops inside a technique whose length grows with
 * the layout (a chain's groups and links over 64 grids of 16x16 took minutes for one step, deaf to
 * --timeout and signals: the engine polls its shouldStop only between techniques). nextStep (engine.ts) sets
 * it around each technique's find; such a loop calls stopPoll() every few hundred rounds, which throws
 * StepStopped once a stop is asked; nextStep catches it, and the step under way is dropped (the engine ends
 * "stopped", from the position before it). A loop that keeps state across calls in scratch arrays restores
 * it in a finally. Module state, one per thread: the engine runs one technique at a time on a thread.
 * Rejected: a shouldStop parameter on every technique's find (the step contract of every rule's technique
 * changed for a few loops).
 */
let current: (() => boolean) | undefined;

/** Thrown by stopPoll when the step under way is to be dropped. */
export class StepStopped extends Error {
  constructor() {
    super("the step engine was stopped inside a technique");
  }
}

/** Runs `find` with `shouldStop` as the stop stopPoll looks at (nested calls restore the outer one). */
export function withStepStop<T>(shouldStop: (() => boolean) | undefined, find: () => T): T {
  const outer = current;
  current = shouldStop;
  try {
    return find();
  } finally {
    current = outer;
  }
}

/** Throws StepStopped when the step engine's run is asked to stop. Cheap when none can be (no shouldStop). */
export function stopPoll(): void {
  if (current?.() === true) throw new StepStopped();
}

import { describe, expect, it } from "vitest";
import { nextUnlessStopped, Stopper } from "../../src/cli/stop.js";

describe("Stopper", () => {
  it("a --timeout longer than setTimeout's range (2^31-1 ms) does not fire at once", async () => {
    const stopper = new Stopper(new AbortController().signal);
    stopper.startTimeout(3_000_000);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(stopper.cause).toBeUndefined();
    expect(stopper.shouldStop()).toBe(false);
    stopper.dispose();
  });

  it("a short --timeout stops, and says why", async () => {
    const stopper = new Stopper(new AbortController().signal);
    stopper.startTimeout(0.01);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stopper.cause).toBe("timeout");
    stopper.dispose();
  });
});

describe("nextUnlessStopped: a read raced against the stop", () => {
  it("a read that never ends gives way to an interrupt", async () => {
    const interrupt = new AbortController();
    const stopper = new Stopper(interrupt.signal);
    const never: AsyncIterator<string> = { next: () => new Promise(() => undefined) };
    const read = nextUnlessStopped(never, stopper);
    setTimeout(() => interrupt.abort(), 10);
    expect(await read).toBe("stopped");
    expect(await nextUnlessStopped(never, stopper)).toBe("stopped");
    stopper.dispose();
  });

  it("each read lets go of its stop listener once it has its item, so a long input keeps nothing alive", async () => {
    const stopper = new Stopper(new AbortController().signal);
    let live = 0;
    const onStop = stopper.onStop.bind(stopper);
    stopper.onStop = (listener) => {
      live++;
      const remove = onStop(listener);
      return () => {
        live--;
        return remove();
      };
    };
    let n = 0;
    const items: AsyncIterator<number> = { next: async () => ({ done: false, value: n++ }) };
    for (let i = 0; i < 100; i++) expect(await nextUnlessStopped(items, stopper)).toEqual({ done: false, value: i });
    expect(live).toBe(0);
    stopper.dispose();
  });
});

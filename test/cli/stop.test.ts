import { describe, expect, it } from "vitest";
import { Stopper } from "../../src/cli/stop.js";

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

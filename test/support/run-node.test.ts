import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { handlersSet } from "./run-node.js";

describe("handlersSet", () => {
  it("waits until the child has set its handlers (SIGHUP's among them), however late it sets them", async () => {
    // The handlers come 400 ms after the start, as the CLI's would on a loaded machine after Node's own start-up.
    const child = spawn(process.execPath, [
      "-e",
      "setTimeout(() => { process.on('SIGHUP', () => undefined); process.on('SIGTERM', () => { process.stdout.write('handled'); process.exit(0); }); }, 400); setTimeout(() => undefined, 20000);",
    ]);
    let out = "";
    child.stdout.setEncoding("utf8").on("data", (t: string) => (out += t));
    const exit = new Promise<[number | null, NodeJS.Signals | null]>((resolve) => child.on("close", (code, signal) => resolve([code, signal])));
    const t0 = performance.now();
    await handlersSet(child.pid!);
    expect(performance.now() - t0).toBeGreaterThan(300);
    child.kill("SIGTERM");
    expect(await exit).toEqual([0, null]);
    expect(out).toBe("handled");
  });

  it("returns at once for a process that is gone", async () => {
    const child = spawn(process.execPath, ["-e", "0"]);
    await new Promise((resolve) => child.on("close", resolve));
    const t0 = performance.now();
    await handlersSet(child.pid!);
    expect(performance.now() - t0).toBeLessThan(1000);
  });
});

import { describe, expect, it } from "vitest";
import { BUILTIN_LAYOUTS } from "../../src/layout/builtin-layouts.js";
import { moveSelection } from "../../src/web/move-selection.js";

describe("arrow keys", () => {
  it("jump the samurai's gaps and stop at the canvas edge", () => {
    const samurai = BUILTIN_LAYOUTS.samurai;
    expect(moveSelection(samurai, 0, 8, "right")).toEqual([0, 12]);
    expect(moveSelection(samurai, 0, 0, "left")).toEqual([0, 0]);
    expect(moveSelection(samurai, 8, 0, "down")).toEqual([12, 0]);
    expect(moveSelection(samurai, 9, 9, "up")).toEqual([8, 9]);
    expect(moveSelection(samurai, 20, 20, "down")).toEqual([20, 20]);
  });
});

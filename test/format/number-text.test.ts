import { describe, expect, it } from "vitest";
import { msText, numberText } from "../../src/format/number-text.js";

describe("numberText", () => {
  it("groups whole numbers by thousands with commas, whatever the locale", () => {
    expect(numberText(0)).toBe("0");
    expect(numberText(999)).toBe("999");
    expect(numberText(1000)).toBe("1,000");
    expect(numberText(12345)).toBe("12,345");
    expect(numberText(100000)).toBe("100,000");
    expect(numberText(8_100_000_000)).toBe("8,100,000,000");
    expect(numberText(-1234567)).toBe("-1,234,567");
  });

  it("keeps three significant digits of a fraction", () => {
    expect(numberText(2.34567)).toBe("2.35");
    expect(numberText(0.5)).toBe("0.5");
  });
});

describe("msText", () => {
  it("rounds milliseconds to what a reader can use", () => {
    expect(msText(0.0612)).toBe("0.061 ms");
    expect(msText(0.06)).toBe("0.06 ms");
    expect(msText(0.2345)).toBe("0.23 ms");
    expect(msText(12.345)).toBe("12.3 ms");
    expect(msText(3)).toBe("3.0 ms");
    expect(msText(129.634)).toBe("130 ms");
    expect(msText(1234.4)).toBe("1,234 ms");
    expect(msText(0)).toBe("0 ms");
    expect(msText(0.0000004)).toBe("< 0.001 ms");
  });
});

/**
 * The Generate panel: a puzzle generated in the worker on the current layout, with the seed (a random one
 * when none is given, written back so it can be replayed), the symmetry, the most givens and the
 * difficulty asked for. The puzzle is the setter's own: it loads in Set mode.
 */
import type { Symmetry } from "../../generate/symmetry-orbits.js";
import { LEVELS } from "../../logic/rating.js";
import { checkState } from "../check-state.js";
import { loadText } from "./load-puzzle.js";
import type { Page } from "./page.js";
import { $, on } from "./page.js";
import { counted } from "../../model/counted.js";
import { jobFailed, runJob } from "./worker-jobs.js";

async function onGenerate(page: Page): Promise<void> {
  const s = page.state();
  const issues = checkState({ ...s, givens: new Map() });
  if (issues.lines.length > 0) {
    page.say(`fix the layout first: ${issues.lines[0]}`);
    return;
  }
  const seedInput = $<HTMLInputElement>("gen-seed");
  let seed = Number(seedInput.value);
  if (seedInput.value.trim() === "" || !Number.isInteger(seed) || seed < 0 || seed > 0xffffffff) {
    seed = crypto.getRandomValues(new Uint32Array(1))[0] ?? 0; // one value asked for: always there
    seedInput.value = String(seed);
  }
  const givens = Number($<HTMLInputElement>("gen-givens").value);
  const level = LEVELS.find((l) => l === $<HTMLSelectElement>("gen-level").value);
  page.say(`generating (seed ${seed})… (Stop ends it)`);
  const response = await runJob(
    {
      kind: "generate",
      layout: s.layout,
      ...(s.builtin === undefined ? {} : { builtin: s.builtin }),
      seed,
      symmetry: $<HTMLSelectElement>("gen-symmetry").value as Symmetry,
      ...(givens > 0 && Number.isInteger(givens) ? { givens } : {}),
      ...(level === undefined ? {} : { level }),
    },
    (text) => page.say(`generating (seed ${seed}): ${text}… (Stop ends it)`),
  );
  if (response === undefined) return page.say("stopped");
  if (response.kind !== "generated") return jobFailed(page, response, "not generated");
  loadText(page, response.puzzle, "generated puzzle", false, false); // the setter's own: stays in Set
  page.say(`generated: ${counted(response.givens, "given")}, seed ${seed}, ${Math.round(response.ms)} ms`);
}

/** Fills the difficulty list and wires Generate. */
export function installGeneratePanel(page: Page): void {
  $<HTMLSelectElement>("gen-level").append(...LEVELS.map((l) => new Option(l, l)));
  on("generate", () => onGenerate(page));
}

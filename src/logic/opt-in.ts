import { didYouMean } from "../layout/did-you-mean.js";
import { UsageError } from "../model/errors.js";
import type { Technique } from "../model/step-contract.js";
import { OPT_IN_TECHNIQUES } from "./techniques.js";

/** A technique's name as a user types it: lower case, hyphens for spaces ("ALS-XY-chain" -> "als-xy-chain"). */
function techniqueSlug(technique: Technique): string {
  return technique.name.toLowerCase().replace(/\s+/g, "-");
}

/** The names optInTechniques takes, as `--help` lists them: "als-xy-wing", "als-xy-chain". */
export const OPT_IN_NAMES: readonly string[] = OPT_IN_TECHNIQUES.map(techniqueSlug);

/** Other names users know a technique by: HoDoKu calls the ALS-XY-chain "ALS-Chain". */
const ALIASES: Readonly<Record<string, string>> = { "als-chain": "als-xy-chain" };

/**
 * The opt-in techniques (OPT_IN_TECHNIQUES) named, for `techniquesFor(geometry, knownUnique, extra)` or
 * the engine's `techniques`: each name as OPT_IN_NAMES lists it ("als-xy-wing", "als-xy-chain"; case
 * and spaces for hyphens are forgiven; "als-chain", HoDoKu's name, too), each technique once. An unknown
 * name is a UsageError (exit 2) listing the valid ones.
 *
 * @example
 *   solveLogically(model, { techniques: techniquesFor(model.geometry, true, optInTechniques(["als-xy-chain"])) });
 */
export function optInTechniques(names: readonly string[]): Technique[] {
  if (!Array.isArray(names) || !names.every((n: unknown) => typeof n === "string"))
    throw new UsageError(`the techniques to add must be a list of names (${OPT_IN_NAMES.join(", ")})`);
  const bySlug = new Map(OPT_IN_TECHNIQUES.map((t, i) => [OPT_IN_NAMES[i] ?? "", t] as const));
  const out: Technique[] = [];
  for (const name of names) {
    const typed = name.trim().toLowerCase().replace(/\s+/g, "-");
    const technique = bySlug.get(ALIASES[typed] ?? typed);
    if (technique === undefined) {
      const valid = [...bySlug.keys()];
      const hint = didYouMean(typed, [...valid, ...Object.keys(ALIASES)]);
      throw new UsageError(`unknown technique "${name}"${hint === undefined ? "" : ` (did you mean ${hint}?)`}; the techniques to add are ${valid.join(", ")}`);
    }
    if (!out.includes(technique)) out.push(technique);
  }
  return out;
}

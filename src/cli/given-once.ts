import { UsageError } from "../model/errors.js";

/**
 * Refuses an option given more than once (`--layout a --layout b`), which yargs hands over as an array
 * that no command expects ("a,b: cannot read", or an internal error where a name was read as text).
 * `repeatable` names what may come several times: positional lists (`files`) and comma lists (`--with`).
 * yargs sets each alias and its camelCase spelling too; the option is named as written in --help.
 */
export function givenOnce(args: Readonly<Record<string, unknown>>, repeatable: ReadonlySet<string>): void {
  for (const [key, value] of Object.entries(args)) {
    if (!Array.isArray(value) || key === "_" || repeatable.has(key)) continue;
    if (key.length === 1 || /[A-Z]/.test(key)) continue; // an alias or camelCase copy: its long name says it
    const given = value.map((v) => (v === "" ? '""' : String(v))).join(", ");
    throw new UsageError(`--${key} is given ${value.length} times (${given}); give it once`);
  }
}

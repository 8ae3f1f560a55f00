/**
 * One option argument of a command line as the quick parsers (quick-solve.ts, quick-rate.ts) read it:
 * `--name`, `--name=value` or `-x` (a single letter), its name and the value written after '=' if any.
 * Undefined for what only yargs reads right: short options of several letters ("-jf" is -j -f to yargs),
 * a bare "--" or "-", and an option already `seen` (a repeat; the name is added to `seen` otherwise).
 */
export function optionToken(arg: string, seen: Set<string>): { readonly name: string; readonly inline: string | undefined } | undefined {
  const eq = arg.indexOf("=");
  const long = arg.startsWith("--");
  const name = arg.slice(long ? 2 : 1, eq < 0 ? undefined : eq);
  if ((!long && name.length !== 1) || (long && name.length < 2) || seen.has(name)) return undefined;
  seen.add(name);
  return { name, inline: eq < 0 ? undefined : arg.slice(eq + 1) };
}

import { didYouMean } from "../layout/did-you-mean.js";

/** What the command line offered when yargs refused it: the commands, and the options of the command run. */
export interface UsageContext {
  /** The command line as typed (without the program name). */
  readonly argv: readonly string[];
  /** Each command's synopsis by name: { solve: "solve FILE", ... }. */
  readonly commands: Readonly<Record<string, string>>;
  /** Long option names of the command that was recognised (empty when none was). */
  readonly options: readonly string[];
}

/**
 * Rewrites yargs's complaint about the command line into one plain line with a "did you mean" where a
 * known word is close: an unknown command ("slove"), an unknown option ("--lmit"), or a value outside an
 * option's choices ("--format jsn"). Any other message is kept, on one line.
 */
export function usageHint(message: string, context: UsageContext): string {
  const unknown = /^Unknown arguments?: (.*)$/s.exec(message);
  if (unknown !== null) return unknownArguments((unknown[1] ?? "").split(", "), context);
  const choice = /^Invalid values:\s*Argument: (\S+), Given: (".*?"|\S+), Choices: (.*)$/s.exec(message);
  if (choice !== null) {
    // Every group of these patterns takes part in a match: the defaults are never used.
    const choices = [...(choice[3] ?? "").matchAll(/"([^"]*)"/g)].map((m) => m[1] ?? "");
    const given = (choice[2] ?? "").replace(/^"|"$/g, "");
    return `--${choice[1]} ${JSON.stringify(given)} is not one of ${choices.join(", ")}${hint(given, choices, "")}`;
  }
  const missing = /^Not enough arguments following: (\S+)$/.exec(message);
  if (missing !== null) return `--${missing[1]} needs a value`;
  if (/^(Not enough non-option arguments|Missing required argument)/.test(message)) {
    const command = context.argv.find((a) => Object.hasOwn(context.commands, a));
    if (command !== undefined) return `missing argument: combo-sudoku ${context.commands[command]} (see combo-sudoku ${command} --help)`;
  }
  return message.replace(/\s*\n\s*/g, " ");
}

function unknownArguments(names: readonly string[], context: UsageContext): string {
  const { argv, options } = context;
  const commands = Object.keys(context.commands);
  // What was typed as an option ("--lmit 3", "--lmit=3", "-lmit"); yargs also lists each camelCase twin.
  const typedOptions = argv.filter((a) => a.startsWith("-") && a.length > 1).map((a) => a.replace(/^-+/, "").split("=")[0] ?? "");
  const option = typedOptions.find((name) => names.includes(name));
  if (option !== undefined) {
    const longNames = options.filter((o) => o.length > 1 && !/[A-Z]/.test(o));
    return `unknown option ${option.length === 1 ? "-" : "--"}${option}${hint(option, longNames, "--")}`;
  }
  const command = argv.find((a) => !a.startsWith("-"));
  if (command !== undefined && !commands.includes(command)) {
    const meant = Object.hasOwn(MEANT, command.toLowerCase()) ? MEANT[command.toLowerCase()] : undefined;
    if (meant !== undefined) return `unknown command ${JSON.stringify(command)}: for ${meant}`;
    return `unknown command ${JSON.stringify(command)}${hint(command, commands, "")} (commands: ${commands.join(", ")})`;
  }
  return `unexpected argument${names.length === 1 ? "" : "s"}: ${names.join(" ")}`;
}

/**
 * Words other tools (and newcomers) use for what a command does, and the command line that does it: no
 * spelling is close ("print" is not a typo of render), so the did-you-mean cannot find them. (`count` is
 * no hint: it runs as `solve --count`, run.ts.)
 */
const MEANT: Readonly<Record<string, string>> = {
  print: "a picture to print, use combo-sudoku render FILE -o FILE.svg (--sheet for several on a page); for the solved grid as text, combo-sudoku solve FILE",
  draw: "a picture, use combo-sudoku render FILE -o FILE.svg",
  show: "a picture, use combo-sudoku render FILE -o FILE.svg; for the solved grid as text, combo-sudoku solve FILE",
  check: "a puzzle's problems, use combo-sudoku validate FILE (--unique also proves one solution)",
  grade: "a difficulty, use combo-sudoku rate FILE",
  difficulty: "a difficulty, use combo-sudoku rate FILE",
  new: "a new puzzle, use combo-sudoku generate --layout NAME",
  create: "a new puzzle, use combo-sudoku generate --layout NAME; an empty one to fill in, combo-sudoku init NAME",
  steps: "the steps of a solve, use combo-sudoku explain FILE",
  export: "another format, use combo-sudoku convert FILE --to FORMAT",
  list: "the built-in layouts, use combo-sudoku layouts",
  serve: "the browser workbench, use combo-sudoku web",
};

function hint(word: string, known: readonly string[], prefix: string): string {
  const near = didYouMean(word, known);
  return near === undefined ? "" : `: did you mean ${prefix}${near}?`;
}

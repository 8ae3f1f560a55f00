/**
 * biome.json, written from the table of rooms below (`npm run lint:config`; test/scripts/biome-config.test.ts
 * fails when the committed file is stale). Biome has no notion of layers, so each room gets an override
 * that refuses imports of every room above it and of its siblings (noRestrictedImports patterns on the
 * import path: rooms are folders, so "**\/planner/**" is any path through a folder named planner). Cycles
 * are refused everywhere (noImportCycles); process, console and Node's modules outside src/cli/, and the
 * DOM outside src/web/ (noRestrictedGlobals, noNodejsModules).
 * Rejected: dependency-cruiser (its current major needs Node 22; a second tool for what overrides do).
 */

/**
 * The rooms of src/, bottom to top; rooms on one level are siblings and may not import each other. The
 * generator sits above the step engine (generate --difficulty rates with it) and the arbitraries above the
 * generator (they make unique puzzles with it). The library's one-call functions (api: explain, rate,
 * generate ...) compose reading, solving, logic and the JSON forms, so they sit above format; the CLI and
 * the page may use them.
 */
export const ROOM_LEVELS: readonly (readonly string[])[] = [
  ["model"],
  ["rules"],
  ["layout"],
  ["solver"],
  ["planner"],
  ["strategies", "logic"],
  ["generate"],
  ["format", "arbitraries"],
  ["api"],
  ["cli", "web"],
];

const rooms = ROOM_LEVELS.flat();
const levelOf = (room: string): number => ROOM_LEVELS.findIndex((level) => level.includes(room));
const order = ROOM_LEVELS.map((level) => (level.length > 1 ? `{${level.join(", ")}}` : level[0])).join(" < ");

function refuse(forbidden: readonly string[], who: string): { level: string; options: { patterns: { group: string[]; message: string }[] } } {
  return {
    level: "error",
    options: {
      patterns: [{ group: forbidden.flatMap((r) => [`**/${r}`, `**/${r}/**`]), message: `${who}: rooms import only from rooms below them (${order}).` }],
    },
  };
}

function roomOverride(room: string): object {
  const level = levelOf(room);
  const below = rooms.filter((r) => levelOf(r) < level);
  const forbidden = rooms.filter((r) => r !== room && levelOf(r) >= level);
  const who = below.length > 0 ? `src/${room}/ imports only from ${below.join(", ")} and itself` : `src/${room}/ imports only from itself`;
  const style: Record<string, object> = { noRestrictedImports: refuse(forbidden, who) };
  const rules: Record<string, object> = { style };
  if (room === "cli") {
    rules.correctness = { noNodejsModules: "off" };
    style.noRestrictedGlobals = { level: "error", options: { deniedGlobals: DOM } };
  }
  if (room === "web") style.noRestrictedGlobals = { level: "error", options: { deniedGlobals: IO } };
  return { includes: [`src/${room}/**`], linter: { rules } };
}

const DOM_ONLY = "the DOM belongs to the web page's shell (src/web/)";
const DOM = { document: DOM_ONLY, window: DOM_ONLY, navigator: DOM_ONLY, localStorage: DOM_ONLY };
const IO = {
  process: "only src/cli/ touches the process: pass what is needed in as arguments",
  console: "only src/cli/ writes to the console: return text or report through the caller's io",
};

/** The whole configuration: formatting as the code is written, a few rules, and the rooms. */
export function biomeConfig(): object {
  return {
    $schema: "./node_modules/@biomejs/biome/configuration_schema.json",
    vcs: { enabled: true, clientKind: "git", useIgnoreFile: true },
    files: {
      includes: ["**/*.ts", "**/*.json", "!**/node_modules", "!dist", "!.build", "!package-lock.json", "!src/model/schemas.ts", "!**/*.generated.ts"],
    },
    // Import sorting would rewrite the head of most files (and conflict with every branch): off.
    assist: { enabled: false },
    formatter: { enabled: true, indentStyle: "space", indentWidth: 2, lineWidth: 160 },
    javascript: { formatter: { quoteStyle: "double", semicolons: "always", trailingCommas: "all", arrowParentheses: "always" } },
    json: { formatter: { enabled: false } },
    linter: {
      enabled: true,
      rules: {
        preset: "none",
        correctness: { noUnusedImports: "error", noUnusedVariables: "error" },
        suspicious: { noExplicitAny: "error", noDoubleEquals: "error", noImportCycles: "error" },
        style: { useImportType: "error", useNodejsImportProtocol: "error", useConst: "error" },
      },
    },
    overrides: [
      {
        includes: ["src/**"],
        linter: {
          rules: {
            correctness: { noNodejsModules: { level: "error" } },
            style: { noRestrictedGlobals: { level: "error", options: { deniedGlobals: { ...IO, ...DOM } } } },
          },
        },
      },
      {
        includes: ["src/index.ts"],
        linter: { rules: { style: { noRestrictedImports: refuse(["cli", "web"], "src/index.ts (the library entry) imports neither the CLI nor the page") } } },
      },
      ...rooms.map(roomOverride),
    ],
  };
}

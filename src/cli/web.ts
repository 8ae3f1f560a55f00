import { readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { basename } from "node:path";
import { fileURLToPath } from "node:url";
import { UsageError } from "../model/errors.js";
import { onePuzzle } from "../format/one-puzzle.js";
import { loadInput } from "../format/load-input.js";
import { puzzleArgText } from "./puzzle-arg.js";
import type { CliIo } from "./io.js";

export interface WebArgs {
  /** A puzzle file to load into the page. */
  readonly file?: string | undefined;
  /** Port on 127.0.0.1; absent or 0: a free one the system picks. */
  readonly port?: number | undefined;
  /** Open the page in the system's browser. */
  readonly open: boolean;
  readonly maxCanvas?: number | undefined;
  readonly maxInputBytes?: number | undefined;
  /** Where the built page is (a directory path ending in '/'); default dist/web. Not a command-line option. */
  readonly pageDir?: string | undefined;
}

/** The built page: dist/web beside dist/cli (and from src/cli in the tests, the same dist/web). */
const PAGE_DIR = fileURLToPath(new URL("../../dist/web/", import.meta.url));

/** The only paths served, with their types: nothing else on disk is reachable (no path is ever joined). */
const PAGE_FILES: Readonly<Record<string, { file: string; type: string }>> = {
  "/": { file: "index.html", type: "text/html; charset=utf-8" },
  "/index.html": { file: "index.html", type: "text/html; charset=utf-8" },
  "/app.js": { file: "app.js", type: "text/javascript; charset=utf-8" },
  "/style.css": { file: "style.css", type: "text/css; charset=utf-8" },
};

/**
 * The page may run its worker from a Blob URL and talk to this server only; it loads nothing else.
 * Inline style attributes are set by script (CSSOM), which CSP allows without 'unsafe-inline'.
 */
const SECURITY_HEADERS = {
  "content-security-policy":
    "default-src 'self'; script-src 'self'; worker-src blob:; connect-src 'self'; img-src 'self' data: blob:; style-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'",
  "x-content-type-options": "nosniff",
  "referrer-policy": "no-referrer",
};

/** The page (and the unhashed names) is never cached: it holds the served file and names the assets of this build. */
const NO_STORE = "no-store";
/** An asset whose name holds its content's hash never changes under that name: cached for a year, never asked again. */
const IMMUTABLE = "public, max-age=31536000, immutable";

/** One path the server answers, its body ready in both encodings. */
interface Route {
  readonly type: string;
  readonly body: Buffer;
  readonly gzip: Buffer;
  readonly cache: string;
}

/**
 * `combo-sudoku web [FILE] [--port N] [--open]`: serves the workbench page on 127.0.0.1 (never another
 * interface), prints its address, and serves FILE (checked first, as `validate` would) inside the page
 * (servedPage), which opens it. Runs until interrupted (Ctrl+C), then returns 0: stopping is how a server ends.
 * Requests naming another host are refused, so a web page elsewhere cannot reach it by DNS rebinding.
 */
export async function runWeb(args: WebArgs, io: CliIo): Promise<number> {
  let puzzle: { text: string; name: string } | undefined;
  if (args.file !== undefined) {
    const text = puzzleArgText(args.file, io, args.maxInputBytes);
    // Checked by the one reader the page uses too: one puzzle in any format, or a layout file (an empty puzzle).
    const input = loadInput(text, { file: args.file, maxCanvasCells: args.maxCanvas });
    if (input.kind !== "layout") onePuzzle(input, { file: args.file, command: "web" });
    puzzle = { text, name: args.file === "-" ? "stdin" : basename(args.file) };
  }
  const page = servedPage(readPage(args.pageDir ?? PAGE_DIR), puzzle);
  let port = 0;
  // node:http, node:crypto and node:zlib are loaded here (node:child_process in openBrowser), not imported
  // at the top: the CLI is one bundled file, where a static import would load them for every command (with
  // node:crypto about 10 ms of an easy command's start-up).
  const { createServer } = await import("node:http");
  const routes = await pageRoutes(page);
  const server = createServer((request, response) => serve(request, response, routes, port));
  try {
    port = await new Promise<number>((resolve, reject) => {
      server.once("error", reject);
      server.listen(args.port ?? 0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port));
    });
  } catch (e: unknown) {
    const code = (e as { code?: unknown }).code;
    throw new UsageError(
      code === "EADDRINUSE"
        ? `port ${args.port} is in use: pick another with --port, or leave it out for a free one`
        : `cannot listen on 127.0.0.1: ${String(code ?? e)}`,
    );
  }
  const address = `http://127.0.0.1:${port}/`;
  io.stdout(`combo-sudoku web: ${address}${puzzle === undefined ? "" : ` (${puzzle.name} loaded)`}; Ctrl+C stops\n`);
  if (args.open) await openBrowser(address, io);
  await new Promise<void>((resolve) => {
    if (io.interrupt.aborted) resolve();
    else io.interrupt.addEventListener("abort", () => resolve(), { once: true });
  });
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return 0;
}

function readPage(dir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  try {
    for (const { file } of Object.values(PAGE_FILES)) if (!files.has(file)) files.set(file, readFileSync(dir + file));
  } catch (e: unknown) {
    const code = (e as { code?: unknown }).code;
    throw new UsageError(`the page is not built (${dir}: ${code === "ENOENT" ? "files missing" : String(code ?? e)}): run npm run build`);
  }
  return files;
}

/**
 * The page with the puzzle file written into index.html, before its script, as a JSON data block the page
 * reads at start (src/web/shell/load-puzzle.ts servedFile): the first board is the file's, with no request
 * after the script has started. Every "<" is escaped (\u003c, the same string to JSON), so that no text of
 * the file can end the block or open a tag.
 */
function servedPage(page: Map<string, Buffer>, puzzle: { text: string; name: string } | undefined): Map<string, Buffer> {
  if (puzzle === undefined) return page;
  const index = page.get("index.html")?.toString("utf8") ?? "";
  const script = '<script src="app.js"></script>';
  const at = index.lastIndexOf(script);
  if (at < 0) throw new UsageError("the page is not built as expected (index.html has no app.js script): run npm run build");
  const data = JSON.stringify({ text: puzzle.text, name: puzzle.name }).replace(/</g, "\\u003c");
  const block = `<script type="application/json" id="served-file">${data}</script>\n`;
  return new Map(page).set("index.html", Buffer.from(index.slice(0, at) + block + index.slice(at), "utf8"));
}

/**
 * The paths the server answers: the page at / and /index.html (never cached), its script and style sheet
 * under names holding their content's hash (app.3f9c0a1b2d4e.js; cached for a year: a new build is a new
 * name, which the page names), and under their plain names (not cached) for anything that asks for those.
 * Each body is compressed once, at start (gzip, level 9), for the browsers that accept it: the script is
 * about a third of a megabyte raw, a seventh of that gzipped.
 */
async function pageRoutes(page: ReadonlyMap<string, Buffer>): Promise<Map<string, Route>> {
  const { createHash } = await import("node:crypto");
  const { gzipSync } = await import("node:zlib");
  const route = (type: string, body: Buffer, cache: string): Route => ({ type, body, gzip: gzipSync(body, { level: 9 }), cache });
  const routes = new Map<string, Route>();
  let index = page.get("index.html")?.toString("utf8") ?? "";
  for (const [file, type, ext] of [
    ["app.js", PAGE_FILES["/app.js"]?.type ?? "", "js"],
    ["style.css", PAGE_FILES["/style.css"]?.type ?? "", "css"],
  ] as const) {
    const body = page.get(file) ?? Buffer.alloc(0);
    const hashed = `${file.slice(0, -ext.length - 1)}.${createHash("sha256").update(body).digest("hex").slice(0, 12)}.${ext}`;
    // The page names the hashed file: src="app.js" and href="style.css" as the build writes them.
    index = index.replace(new RegExp(`(src|href)="${file.replace(".", "\\.")}"`), `$1="${hashed}"`);
    routes.set(`/${hashed}`, route(type, body, IMMUTABLE));
    routes.set(`/${file}`, route(type, body, NO_STORE));
  }
  const html = route(PAGE_FILES["/"]?.type ?? "", Buffer.from(index, "utf8"), NO_STORE);
  routes.set("/", html).set("/index.html", html);
  return routes;
}

function serve(request: IncomingMessage, response: ServerResponse, routes: ReadonlyMap<string, Route>, port: number): void {
  const reply = (code: number, type: string, body: string | Buffer, extra: Record<string, string> = {}): void => {
    response.writeHead(code, { "content-type": type, ...SECURITY_HEADERS, "cache-control": NO_STORE, ...extra });
    response.end(request.method === "HEAD" ? undefined : body);
  };
  const host = request.headers.host ?? "";
  if (host !== `127.0.0.1:${port}` && host !== `localhost:${port}`) return reply(403, "text/plain", "wrong host\n");
  if (request.method !== "GET" && request.method !== "HEAD") return reply(405, "text/plain", "only GET\n", { allow: "GET, HEAD" });
  const path = (request.url ?? "/").split("?")[0] ?? "/";
  const route = routes.get(path);
  if (route === undefined) return reply(404, "text/plain", "not found\n");
  // gzip where the browser says it takes it (every browser does; a bare client may not).
  const gzip = /\bgzip\b/.test(String(request.headers["accept-encoding"] ?? ""));
  reply(200, route.type, gzip ? route.gzip : route.body, {
    "cache-control": route.cache,
    vary: "accept-encoding",
    ...(gzip ? { "content-encoding": "gzip" } : {}),
  });
}

/** Opens the address in the system's browser (asked for with --open); a failure is only reported. */
async function openBrowser(address: string, io: CliIo): Promise<void> {
  const { spawn } = await import("node:child_process");
  const [command, ...args] =
    process.platform === "darwin" ? ["open", address] : process.platform === "win32" ? ["cmd", "/c", "start", "", address] : ["xdg-open", address];
  try {
    const child = spawn(command, args, { detached: true, stdio: "ignore" });
    child.on("error", (e: Error) => io.stderr(`combo-sudoku web: could not open a browser (${e.message}); open ${address} yourself\n`));
    child.unref();
  } catch (e: unknown) {
    io.stderr(`combo-sudoku web: could not open a browser (${e instanceof Error ? e.message : String(e)}); open ${address} yourself\n`);
  }
}

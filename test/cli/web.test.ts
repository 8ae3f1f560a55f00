/**
 * `combo-sudoku web`: the server's promises (127.0.0.1 only, a free port, only the page's own files, the
 * FILE checked first and written into the page, other Host headers refused) and its usage errors.
 * The page itself is tested in a browser: test/web/page.chromium.test.ts.
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { createServer, request } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { runWeb } from "../../src/cli/web.js";
import { UsageError } from "../../src/model/errors.js";
import { runCapture, tempDir } from "../support/capture-io.js";
import { projectRoot } from "../support/fixtures.js";
import { captureIo } from "../support/memory-io.js";

const SEED = "puzzles/samurai-seed-a.json";

/** The page, built from the current sources into a temporary directory the server is pointed at. */
let pageDir = "";
beforeAll(() => {
  pageDir = `${join(tempDir(), "web")}/`;
  execFileSync(process.execPath, [join(projectRoot, "scripts/build-web.mjs"), pageDir], { cwd: projectRoot, timeout: 60_000 });
}, 90_000);

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function get(port: number, path: string, host = `127.0.0.1:${port}`, method = "GET"): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, method, headers: { host }, timeout: 10_000 }, (res) => {
      let body = "";
      res.setEncoding("utf8").on("data", (t: string) => (body += t));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("timeout", () => req.destroy(new Error("timed out")));
    req.on("error", reject);
    req.end();
  });
}

/** The page's served-file data block, parsed (undefined when there is none). */
function servedBlock(html: string): unknown {
  const m = /<script type="application\/json" id="served-file">([^<]*)<\/script>/.exec(html);
  return m === null ? undefined : JSON.parse(m[1]!);
}

/** Starts the server in-process; returns its port, what it printed, and a stop that resolves to the exit code. */
async function serve(args: { file?: string; port?: number }, files: Record<string, string> = {}) {
  const stop = new AbortController();
  const io = { ...captureIo(files), interrupt: stop.signal };
  const running = runWeb({ ...args, open: false, pageDir }, io);
  for (let i = 0; i < 200 && io.out.length === 0; i++) await new Promise((r) => setTimeout(r, 25));
  const port = Number(/127\.0\.0\.1:(\d+)\//.exec(io.out.join(""))?.[1]);
  return {
    port,
    out: io.out.join(""),
    stop: async () => {
      stop.abort();
      return running;
    },
  };
}

describe("combo-sudoku web", () => {
  it("serves the page on 127.0.0.1 at a free port, with the FILE written into it; Ctrl+C ends it with 0", async () => {
    const text = readFileSync(join(projectRoot, SEED), "utf8");
    const server = await serve({ file: SEED }, { [SEED]: text });
    expect(server.out).toBe(`combo-sudoku web: http://127.0.0.1:${server.port}/ (samurai-seed-a.json loaded); Ctrl+C stops\n`);
    const index = await get(server.port, "/");
    expect(index.status).toBe(200);
    expect(index.headers["content-type"]).toMatch(/^text\/html/);
    expect(index.body).toMatch(/<script src="app\.[0-9a-f]{12}\.js"><\/script>/);
    expect(index.headers["content-security-policy"]).toContain("worker-src blob:");
    expect((await get(server.port, "/app.js")).status).toBe(200);
    // The file, as a data block before the page's script, reads back to the file's text and name.
    expect(servedBlock(index.body)).toEqual({ text, name: "samurai-seed-a.json" });
    expect(index.body.indexOf('id="served-file"')).toBeLessThan(index.body.indexOf('<script src="app.'));
    expect(await server.stop()).toBe(0);
  });

  it("the script and style sheet under their content's hash, cached for a year, gzipped for a browser; the page never cached", async () => {
    const server = await serve({});
    const gz = (path: string) =>
      new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
        const req = request(
          {
            host: "127.0.0.1",
            port: server.port,
            path,
            headers: { host: `127.0.0.1:${server.port}`, "accept-encoding": "gzip, deflate, br" },
            timeout: 10_000,
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on("data", (c: Buffer) => chunks.push(c));
            res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
          },
        );
        req.on("timeout", () => req.destroy(new Error("timed out")));
        req.on("error", reject);
        req.end();
      });
    const index = await get(server.port, "/");
    expect(index.headers["cache-control"]).toBe("no-store");
    const script = /<script src="(app\.([0-9a-f]{12})\.js)">/.exec(index.body);
    const style = /<link rel="stylesheet" href="(style\.[0-9a-f]{12}\.css)">/.exec(index.body);
    if (script === null || style === null) throw new Error("the page names no hashed script or style sheet");
    const built = readFileSync(join(pageDir, "app.js"));
    // The name is the content's: the first 12 hex digits of its SHA-256.
    expect(script[2]).toBe(createHash("sha256").update(built).digest("hex").slice(0, 12));
    const zipped = await gz(`/${script[1]}`);
    expect(zipped.status).toBe(200);
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(zipped.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(zipped.headers.vary).toBe("accept-encoding");
    expect(zipped.body.length).toBeLessThan(built.length / 3);
    expect(gunzipSync(zipped.body).equals(built)).toBe(true);
    // A client that does not take gzip gets the bytes as built.
    const plain = await get(server.port, `/${script[1]}`);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(built.toString("utf8"));
    expect((await gz(`/${style[1]}`)).headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await gz("/")).headers["content-encoding"]).toBe("gzip");
    // The plain names still answer, never cached.
    expect((await get(server.port, "/app.js")).headers["cache-control"]).toBe("no-store");
    expect(await server.stop()).toBe(0);
  });

  it("a file whose text would end the data block or open a tag stays inside it, and reads back unchanged", async () => {
    // A JSON puzzle with a title holding "</script>" and "<!--": valid, and dangerous if written raw into HTML.
    const puzzle = JSON.parse(readFileSync(join(projectRoot, SEED), "utf8")) as Record<string, unknown>;
    const text = JSON.stringify({ ...puzzle, title: "</script><script>alert(1)</script> <!-- & é" });
    const server = await serve({ file: "odd.json" }, { "odd.json": text });
    const index = await get(server.port, "/");
    expect(index.body.match(/<script/g)?.length).toBe(2); // the data block and app.js, nothing from the file
    expect(index.body).not.toContain("<!--");
    expect(servedBlock(index.body)).toEqual({ text, name: "odd.json" });
    expect(await server.stop()).toBe(0);
  });

  it("without a FILE the page is served as built (no data block)", async () => {
    const server = await serve({});
    const index = await get(server.port, "/");
    // As built, but for the script's and style sheet's names, which hold their hashes.
    const built = readFileSync(join(pageDir, "index.html"), "utf8");
    expect(index.body.replace(/(app|style)\.[0-9a-f]{12}\.(js|css)/g, "$1.$2")).toBe(built);
    expect(index.body).not.toContain("served-file");
    expect(await server.stop()).toBe(0);
  });

  it.skipIf(process.platform !== "linux")("--open hands the address to the system's opener (xdg-open here); without it nothing is opened", async () => {
    const bin = tempDir();
    const log = join(bin, "opened.txt");
    writeFileSync(join(bin, "xdg-open"), `#!/bin/sh\necho "$@" >> ${JSON.stringify(log)}\n`, { mode: 0o755 });
    const path = process.env.PATH;
    process.env.PATH = `${bin}:${path ?? ""}`;
    try {
      const quiet = await serve({});
      expect(await quiet.stop()).toBe(0);
      const stop = new AbortController();
      const io = { ...captureIo(), interrupt: stop.signal };
      const running = runWeb({ open: true, pageDir }, io);
      await expect.poll(() => (existsSync(log) ? readFileSync(log, "utf8") : ""), { timeout: 20_000 }).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\n$/);
      expect(readFileSync(log, "utf8")).toBe(`${/http:\/\/127\.0\.0\.1:\d+\//.exec(io.out.join(""))?.[0]}\n`);
      stop.abort();
      expect(await running).toBe(0);
    } finally {
      process.env.PATH = path;
    }
  });

  it("nothing but the page's files: no other path, no other host, no writes", async () => {
    const server = await serve({});
    expect((await get(server.port, "/puzzle.json")).status).toBe(404);
    expect((await get(server.port, "/dist/web/app.js")).status).toBe(404);
    expect((await get(server.port, "/../package.json")).status).toBe(404);
    expect((await get(server.port, "/%2e%2e/package.json")).status).toBe(404);
    expect((await get(server.port, "/", "evil.example:80")).status).toBe(403);
    expect((await get(server.port, "/", `localhost:${server.port}`)).status).toBe(200);
    expect((await get(server.port, "/", undefined, "POST")).status).toBe(405);
    expect(await server.stop()).toBe(0);
  });

  it("without a built page: exit 2, saying to build it", async () => {
    const io = captureIo();
    await expect(runWeb({ open: false, pageDir: `${tempDir()}/` }, io)).rejects.toThrow(/the page is not built .*run npm run build/);
  });

  it("an invalid FILE: exit 2 with the validator's message, nothing served", async () => {
    const run = await runCapture(["web", "test/fixtures/third-party/nine/17_clue.sample.txt"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^.*17_clue\.sample\.txt: this is a batch of \d+ 81-character lines: web takes one puzzle/);
    const bad = await runCapture(["web", "-"], { stdin: '{"layout": "samurai", "givens": {"nw": "11"}}' });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/^-: \/givens\/nw: must be exactly 81 characters/);
    expect(bad.stdout).toBe("");
  });

  it("a port in use, or a bad --port: a usage error (exit 2, one line)", async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, "127.0.0.1", resolve));
    const port = (blocker.address() as AddressInfo).port;
    await expect(runWeb({ port, open: false, pageDir }, captureIo())).rejects.toThrow(
      new UsageError(`port ${port} is in use: pick another with --port, or leave it out for a free one`),
    );
    blocker.close();
    const bad = await runCapture(["web", "--port", "70000"]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toBe("combo-sudoku: --port must be a whole number from 0 to 65535, not 70000\n");
  });
});

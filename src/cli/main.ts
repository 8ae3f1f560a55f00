#!/usr/bin/env node
import { hideBin } from "yargs/helpers";
import { nodeIo } from "./io.js";
import { runCli } from "./run.js";

// The only place that ends the process. The exit code is set, not forced, so pending writes to a pipe
// are flushed first.
process.exitCode = await runCli(hideBin(process.argv), nodeIo());

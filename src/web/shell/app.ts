/**
 * The page's one script, for the page and for its Web Worker alike: in a worker (no document) it runs the
 * worker's message plumbing (worker.ts), on the page the shell (main.ts). Both are imported on demand, so
 * that neither's top-level code runs in the other's place (esbuild bundles each as a module started on its
 * first import). One bundle rather than a worker bundle inlined as a string into the page's: the modules
 * both use (the model, the rules, the layout checks) are shipped once (scripts/build-web.mjs).
 */
if (typeof document === "undefined") void import("../worker.js");
else void import("./main.js");

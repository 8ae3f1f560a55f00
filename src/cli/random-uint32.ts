/**
 * A random 32-bit unsigned integer from the platform's cryptographic source: a generated puzzle's seed when
 * none is given, a temp file's unique part. Read from Web Crypto's global `crypto` rather than imported from
 * node:crypto: the CLI is one bundled file, where a static import would load node:crypto for every command
 * (part of start-up), while the global loads it only when first read.
 */
export function randomUint32(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]!; // one entry asked, one given
}

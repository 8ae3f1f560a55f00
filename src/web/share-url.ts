/**
 * The puzzle in the page's address: `#p=` followed by base64url(deflate-raw(puzzle JSON)). Compression is
 * the platform's CompressionStream (browsers, Node 20), so the page needs no library for it.
 * Rejected: plain base64 of the JSON (a samurai's canvas is ~1 KB; deflate takes it to a third) and
 * LZ-string (a dependency, and its output is not a standard format anyone else can read).
 */

export const SHARE_PREFIX = "#p=";

/**
 * The bytes out of a (de)compression stream fed with `bytes`, or undefined past `max` bytes: a stream is
 * read chunk by chunk so that a small damaged or hostile link cannot inflate into a huge string.
 */
async function through(bytes: Uint8Array<ArrayBuffer>, stream: CompressionStream | DecompressionStream, max: number): Promise<Uint8Array | undefined> {
  const reader = new Blob([bytes]).stream().pipeThrough(stream).getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.length;
    if (total > max) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

/** base64url without padding (RFC 4648 section 5): '+' and '/' become '-' and '_'. */
function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error("not base64url");
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
}

/** Most bytes a shared puzzle may inflate to: far above any real puzzle, and no zip bomb gets past it. */
export const MAX_SHARED_BYTES = 1_000_000;

/** The address fragment for a puzzle's JSON text. */
export async function encodeShare(json: string): Promise<string> {
  const packed = await through(new TextEncoder().encode(json), new CompressionStream("deflate-raw"), Infinity);
  return SHARE_PREFIX + toBase64Url(packed ?? new Uint8Array());
}

/**
 * The puzzle JSON text of an address fragment, undefined when the fragment holds no puzzle, or an error
 * message when it is damaged (a truncated link, say) or inflates past MAX_SHARED_BYTES.
 */
export async function decodeShare(hash: string): Promise<{ json: string } | { error: string } | undefined> {
  if (!hash.startsWith(SHARE_PREFIX)) return undefined;
  try {
    const bytes = await through(fromBase64Url(hash.slice(SHARE_PREFIX.length)), new DecompressionStream("deflate-raw"), MAX_SHARED_BYTES);
    if (bytes === undefined) return { error: `the shared puzzle is larger than ${MAX_SHARED_BYTES} bytes` };
    return { json: new TextDecoder("utf-8", { fatal: true }).decode(bytes) };
  } catch {
    return { error: "the puzzle in the address is damaged (cut short when copied?)" };
  }
}

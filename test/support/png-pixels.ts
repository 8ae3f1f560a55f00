/**
 * A minimal PNG reader for the screenshot tests: 8-bit RGB or RGBA, not interlaced (what Chromium writes).
 * Returns the size and how many pixels are dark, light, or coloured, enough to tell a drawn picture from a
 * blank page or an error page; and how much two screenshots differ, for comparisons with a reference.
 */
import { inflateSync } from "node:zlib";

export interface PixelCounts {
  width: number;
  height: number;
  dark: number;
  white: number;
  blue: number;
}

/** A decoded PNG: `channels` bytes (RGB or RGBA) per pixel, row by row. */
export interface DecodedPng {
  width: number;
  height: number;
  channels: number;
  pixels: Uint8Array;
}

export function decodePng(png: Buffer): DecodedPng {
  if (png.readUInt32BE(0) !== 0x89504e47) throw new Error("not a PNG");
  let offset = 8;
  let width = 0;
  let height = 0;
  let channels = 0;
  const idat: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString("latin1", offset + 4, offset + 8);
    const data = png.subarray(offset + 8, offset + 8 + length);
    if (type === "IHDR") {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      const depth = data[8];
      const colour = data[9];
      if (depth !== 8 || (colour !== 2 && colour !== 6) || data[12] !== 0) throw new Error(`unsupported PNG (depth ${depth}, colour type ${colour})`);
      channels = colour === 6 ? 4 : 3;
    } else if (type === "IDAT") idat.push(data);
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const pixels = new Uint8Array(height * stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let i = 0; i < stride; i++) {
      const a = i >= channels ? pixels[y * stride + i - channels] : 0;
      const b = y > 0 ? pixels[(y - 1) * stride + i] : 0;
      const c = i >= channels && y > 0 ? pixels[(y - 1) * stride + i - channels] : 0;
      let v = line[i];
      if (filter === 1) v += a;
      else if (filter === 2) v += b;
      else if (filter === 3) v += Math.floor((a + b) / 2);
      else if (filter === 4) {
        const p = a + b - c;
        const pa = Math.abs(p - a);
        const pb = Math.abs(p - b);
        const pc = Math.abs(p - c);
        v += pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      }
      pixels[y * stride + i] = v & 0xff;
    }
  }
  return { width, height, channels, pixels };
}

export function pngPixelCounts(png: Buffer): PixelCounts {
  const { width, height, channels, pixels } = decodePng(png);
  const counts: PixelCounts = { width, height, dark: 0, white: 0, blue: 0 };
  for (let p = 0; p < width * height; p++) {
    const r = pixels[p * channels];
    const g = pixels[p * channels + 1];
    const b = pixels[p * channels + 2];
    if (r + g + b < 150) counts.dark++;
    else if (r > 245 && g > 245 && b > 245) counts.white++;
    if (b > 120 && b > r + 60 && b > g + 30) counts.blue++;
  }
  return counts;
}

/**
 * The share of pixels that differ noticeably (some channel by more than `threshold` of 255) between two
 * screenshots of the same size; 1 when the sizes differ. Tolerant of anti-aliasing and font hinting, which
 * move a channel by a few steps along edges, and not of a missing or misplaced line or digit.
 */
export function pixelDifference(a: DecodedPng, b: DecodedPng, threshold = 64): number {
  if (a.width !== b.width || a.height !== b.height) return 1;
  let differing = 0;
  for (let p = 0; p < a.width * a.height; p++) {
    for (let ch = 0; ch < 3; ch++) {
      if (Math.abs(a.pixels[p * a.channels + ch] - b.pixels[p * b.channels + ch]) > threshold) {
        differing++;
        break;
      }
    }
  }
  return differing / (a.width * a.height);
}

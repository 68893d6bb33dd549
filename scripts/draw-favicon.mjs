// Draws src/app/favicon.ico from src/app/icon.svg: the same picture at 16, 32 and 48 px, for
// browsers, bookmark tools and crawlers that ask for /favicon.ico and never read the SVG link.
// Run with `node scripts/draw-favicon.mjs` after changing the SVG; the .ico is committed, so the
// build never runs this script.
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const appDir = join(dirname(fileURLToPath(import.meta.url)), "..", "src", "app");
const SIZES = [16, 32, 48];

const svg = readFileSync(join(appDir, "icon.svg"));
const images = await Promise.all(
  SIZES.map((size) =>
    sharp(svg, { density: (72 * size) / 32 })
      .resize(size, size)
      .png({ compressionLevel: 9 })
      .toBuffer(),
  ),
);

// ICO layout: a 6-byte header, a 16-byte entry per image, then the images (PNG, which every
// browser and Windows since Vista read inside an .ico).
const header = Buffer.alloc(6);
header.writeUInt16LE(0, 0); // reserved
header.writeUInt16LE(1, 2); // type: icon
header.writeUInt16LE(images.length, 4);

let offset = header.length + 16 * images.length;
const entries = images.map((png, index) => {
  const size = SIZES[index];
  const entry = Buffer.alloc(16);
  entry.writeUInt8(size, 0); // width (0 would mean 256)
  entry.writeUInt8(size, 1); // height
  entry.writeUInt8(0, 2); // no palette
  entry.writeUInt8(0, 3); // reserved
  entry.writeUInt16LE(1, 4); // colour planes
  entry.writeUInt16LE(32, 6); // bits per pixel
  entry.writeUInt32LE(png.length, 8);
  entry.writeUInt32LE(offset, 12);
  offset += png.length;
  return entry;
});

const ico = Buffer.concat([header, ...entries, ...images]);
writeFileSync(join(appDir, "favicon.ico"), ico);
console.log(`src/app/favicon.ico: ${SIZES.join(", ")} px, ${ico.length} bytes`);

import sharp from "sharp";

/**
 * For tests: a JPEG as a phone writes it, with what must never reach a visitor. EXIF holds the
 * GPS position of a Dallas house, the camera and its owner; XMP and IPTC hold the address again.
 * Its pixels are stored sideways (EXIF orientation 6): 300 wide and 200 high, left half red and
 * right half blue, shown turned a quarter clockwise, so red on top, 200 wide and 300 high.
 */
export const TAGGED = {
  width: 300,
  height: 200,
  camera: "iPhone 15 Pro",
  address: "4821 Swiss Ave, Dallas",
} as const;

/** IPTC (as Photoshop stores it, in an APP13 segment): sharp reads it but cannot write it. */
function withIptcCaption(jpeg: Buffer, caption: string): Buffer {
  const text = Buffer.from(caption, "latin1");
  const record = Buffer.concat([Buffer.from([0x1c, 0x02, 0x78, 0, text.length]), text]);
  const size = Buffer.alloc(4);
  size.writeUInt32BE(record.length);
  const block = Buffer.concat([
    Buffer.from("Photoshop 3.0\0", "latin1"),
    Buffer.from("8BIM", "latin1"),
    Buffer.from([0x04, 0x04, 0, 0]),
    size,
    record.length % 2 ? Buffer.concat([record, Buffer.from([0])]) : record,
  ]);
  const length = Buffer.alloc(2);
  length.writeUInt16BE(block.length + 2);
  // Right after the start-of-image marker, where a camera puts its segments.
  return Buffer.concat([
    jpeg.subarray(0, 2),
    Buffer.from([0xff, 0xed]),
    length,
    block,
    jpeg.subarray(2),
  ]);
}

/** Its pixels at TAGGED's size, or as large as a phone's camera takes them when given one. */
export async function taggedPhoneJpeg({
  width,
  height,
}: { width: number; height: number } = TAGGED): Promise<Buffer> {
  const red = { create: { width: width / 2, height, channels: 3, background: "#ff0000" } } as const;
  const jpeg = await sharp({ create: { width, height, channels: 3, background: "#0000ff" } })
    .composite([{ input: red, left: 0, top: 0 }])
    .jpeg({ quality: 95 })
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: "Apple", Model: TAGGED.camera, Artist: "Pat Homeowner" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "32/1 47/1 3/1",
        GPSLongitudeRef: "W",
        GPSLongitude: "96/1 46/1 52/1",
      },
    })
    .withXmp(
      `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:description>${TAGGED.address}</dc:description></rdf:Description></rdf:RDF></x:xmpmeta>`,
    )
    .toBuffer();
  return withIptcCaption(jpeg, TAGGED.address);
}

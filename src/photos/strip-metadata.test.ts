import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { carriesMetadata, stripPhotoMetadata, UnreadablePhotoError } from "./strip-metadata";
import { TAGGED, taggedPhoneJpeg } from "./tagged-photo";

const square = (format: "png" | "webp" | "avif") =>
  sharp({ create: { width: 64, height: 48, channels: 4, background: "#33669980" } })
    [format]()
    .withMetadata({ orientation: 1 })
    .withExifMerge({ IFD0: { Make: "Canon", Model: "EOS R6" }, IFD3: { GPSLatitudeRef: "N" } })
    .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"></x:xmpmeta>')
    .toBuffer();

describe("a phone's JPEG, stripped", () => {
  it("starts with GPS, camera, XMP and IPTC (the fixture is what a phone sends)", async () => {
    const before = await sharp(await taggedPhoneJpeg()).metadata();
    expect(before.exif?.toString("latin1")).toContain(TAGGED.camera);
    expect(before.xmp?.toString()).toContain(TAGGED.address);
    expect(before.iptc?.toString("latin1")).toContain(TAGGED.address);
    expect(before.orientation).toBe(6);
  });

  it("comes back a JPEG with no EXIF, GPS, XMP, IPTC or ICC profile", async () => {
    const clean = await stripPhotoMetadata(await taggedPhoneJpeg());
    const after = await sharp(clean.data).metadata();
    expect(clean.format).toBe("jpeg");
    expect(after.format).toBe("jpeg");
    expect(after).not.toHaveProperty("exif");
    expect(after).not.toHaveProperty("xmp");
    expect(after).not.toHaveProperty("iptc");
    expect(after).not.toHaveProperty("icc");
    expect(after.orientation).toBeUndefined();
    const bytes = clean.data.toString("latin1");
    for (const secret of [TAGGED.camera, TAGGED.address, "Pat Homeowner", "Apple"])
      expect(bytes).not.toContain(secret);
    expect(await carriesMetadata(clean.data)).toBe(false);
  });

  it("is turned upright first: the sideways photo's width and height swap, red on top", async () => {
    const clean = await stripPhotoMetadata(await taggedPhoneJpeg());
    expect(clean).toMatchObject({ width: TAGGED.height, height: TAGGED.width });
    const after = await sharp(clean.data).metadata();
    expect([after.width, after.height]).toEqual([TAGGED.height, TAGGED.width]);
    const pixel = async (top: number) =>
      (await sharp(clean.data).extract({ left: 100, top, width: 1, height: 1 }).raw().toBuffer())
        .subarray(0, 3)
        .toJSON().data;
    const [topRed, , topBlue] = await pixel(20);
    const [bottomRed, , bottomBlue] = await pixel(280);
    expect(topRed).toBeGreaterThan(200);
    expect(topBlue).toBeLessThan(60);
    expect(bottomBlue).toBeGreaterThan(200);
    expect(bottomRed).toBeLessThan(60);
  });
});

describe("a photo larger than its longest edge", () => {
  it("is made that size after it is turned upright, and a smaller one is left as it is", async () => {
    const phone = await taggedPhoneJpeg({ width: 4000, height: 3000 });
    const clean = await stripPhotoMetadata(phone, { longestEdge: 2048 });
    expect(clean).toMatchObject({ format: "jpeg", width: 1536, height: 2048 });
    const after = await sharp(clean.data).metadata();
    expect([after.width, after.height]).toEqual([1536, 2048]);
    expect(await carriesMetadata(clean.data)).toBe(false);
    const small = await stripPhotoMetadata(await taggedPhoneJpeg(), { longestEdge: 2048 });
    expect(small).toMatchObject({ width: TAGGED.height, height: TAGGED.width });
  });
});

describe("other formats keep their format and lose their metadata", () => {
  for (const format of ["png", "webp", "avif"] as const) {
    it(format, async () => {
      const tagged = await square(format);
      expect(await carriesMetadata(tagged)).toBe(true);
      const clean = await stripPhotoMetadata(tagged);
      const after = await sharp(clean.data).metadata();
      expect(clean.format).toBe(format);
      expect(after.format).toBe(format === "avif" ? "heif" : format);
      expect([after.width, after.height, after.hasAlpha]).toEqual([64, 48, true]);
      expect(after).not.toHaveProperty("exif");
      expect(after).not.toHaveProperty("xmp");
      expect(await carriesMetadata(clean.data)).toBe(false);
    });
  }
});

describe("colour", () => {
  it("a Display P3 photo comes back as sRGB with no profile, as the WebP copies are", async () => {
    const p3 = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#ff0000" } })
      .withIccProfile("p3")
      .jpeg()
      .toBuffer();
    expect((await sharp(p3).metadata()).icc).toBeDefined();
    const after = await sharp((await stripPhotoMetadata(p3)).data).metadata();
    expect(after).not.toHaveProperty("icc");
    expect(after.space).toBe("srgb");
  });
});

describe("what is refused", () => {
  it("a file that is not a photo", async () => {
    await expect(stripPhotoMetadata(Buffer.from("<svg/> or a script"))).rejects.toBeInstanceOf(
      UnreadablePhotoError,
    );
  });

  it("a photo in a format the admin does not take, such as GIF", async () => {
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#000" } })
      .gif()
      .toBuffer();
    await expect(stripPhotoMetadata(gif)).rejects.toThrow("Photos in gif format are not taken.");
  });

  it("a JPEG cut off half way", async () => {
    const whole = await taggedPhoneJpeg();
    await expect(
      stripPhotoMetadata(whole.subarray(0, Math.floor(whole.length / 2))),
    ).rejects.toBeInstanceOf(UnreadablePhotoError);
  });
});

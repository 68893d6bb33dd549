import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { TAGGED, taggedPhoneJpeg } from "@/photos/tagged-photo";
import { baseURL } from "../../playwright.config";
import { ownerApiHeaders } from "./support/cms";
import { uniqueClientIp, uniqueTag } from "./support/lead-store";

test("a phone photo the owner uploads reaches visitors without its location or camera", async ({
  playwright,
}) => {
  const owner = await playwright.request.newContext({
    baseURL,
    // The site refuses writes that name another site as their origin.
    extraHTTPHeaders: {
      ...ownerApiHeaders(),
      Origin: baseURL,
      "x-forwarded-for": uniqueClientIp(),
    },
  });
  // No session cookie and no token: anyone who finds the photo's address on a page.
  const visitor = await playwright.request.newContext({ baseURL, storageState: undefined });
  const created = await owner.post("/api/media", {
    multipart: {
      file: {
        name: `porch-${uniqueTag()}.jpg`,
        mimeType: "image/jpeg",
        buffer: await taggedPhoneJpeg(),
      },
      _payload: JSON.stringify({ alt: "Front porch with new cedar columns and a swing" }),
    },
  });
  expect(created.status()).toBe(201);
  const { doc } = (await created.json()) as { doc: { id: number; filename: string } };
  try {
    const served = await visitor.get(`/api/media/file/${encodeURIComponent(doc.filename)}`);
    expect(served.status()).toBe(200);
    expect(served.headers()["content-type"]).toBe("image/jpeg");
    const bytes = await served.body();
    const metadata = await sharp(bytes).metadata();
    expect(metadata.exif, "EXIF, where the GPS position is").toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.iptc).toBeUndefined();
    const text = bytes.toString("latin1");
    for (const secret of [TAGGED.camera, TAGGED.address]) expect(text).not.toContain(secret);
    // Upright: the orientation the phone recorded is in the pixels now.
    expect([metadata.width, metadata.height]).toEqual([TAGGED.height, TAGGED.width]);
  } finally {
    expect((await owner.delete(`/api/media/${doc.id}`)).status()).toBe(200);
    await Promise.all([owner.dispose(), visitor.dispose()]);
  }
});

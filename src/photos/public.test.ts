import { describe, expect, it } from "vitest";
import type { Media } from "@/lib/cms/payload-types";
import { photoOf } from "./public";

const size = (filename: string, width: number) => ({ filename, width, height: width / 2 });

const media = (fields: Partial<Media>): Media => ({
  id: 7,
  alt: "Walnut island with three pendant lights",
  filename: "island.jpg",
  width: 2400,
  height: 1200,
  focalX: 30,
  focalY: 70,
  createdAt: "",
  updatedAt: "",
  sizes: {
    w480: size("island-480x240.webp", 480),
    w960: size("island-960x480.webp", 960),
    w1600: size("island-1600x800.webp", 1600),
  },
  ...fields,
});

describe("photoOf", () => {
  it("offers every WebP width, falls back to 960 and keeps the shape and focal point", () => {
    expect(photoOf(media({}))).toEqual({
      src: "/api/media/file/island-960x480.webp",
      srcSet:
        "/api/media/file/island-480x240.webp 480w, /api/media/file/island-960x480.webp 960w, /api/media/file/island-1600x800.webp 1600w",
      alt: "Walnut island with three pendant lights",
      width: 2400,
      height: 1200,
      position: "30% 70%",
      illustration: false,
    });
  });

  it("tells a seeded illustration from the owner's own photo", () => {
    expect(photoOf(media({ filename: "project-kitchen-after.webp" }))?.illustration).toBe(true);
    expect(photoOf(media({ filename: "project-kitchen-after-2.webp" }))?.illustration).toBe(false);
  });

  it("names each width once when a small original was copied at its own width", () => {
    const own = size("small-1200x600.webp", 1200);
    const photo = photoOf(
      media({
        width: 1200,
        height: 600,
        sizes: { w480: size("a.webp", 480), w960: size("b.webp", 960), w1600: own },
      }),
    );
    expect(photo?.srcSet).toBe(
      "/api/media/file/a.webp 480w, /api/media/file/b.webp 960w, /api/media/file/small-1200x600.webp 1200w",
    );
    const tiny = photoOf(
      media({
        width: 300,
        height: 150,
        sizes: { w480: size("t.webp", 300), w960: size("t.webp", 300) },
      }),
    );
    expect(tiny?.srcSet).toBe("/api/media/file/t.webp 300w");
  });

  it("serves a photo with no WebP copies as it is, with its name made safe for a URL", () => {
    const photo = photoOf(
      media({ filename: "tiny photo.jpg", width: 300, height: 200, sizes: {} }),
    );
    expect(photo).toMatchObject({
      src: "/api/media/file/tiny%20photo.jpg",
      srcSet: "/api/media/file/tiny%20photo.jpg 300w",
    });
  });

  it("is nothing for a missing, unpopulated or file-less photo", () => {
    expect(photoOf(undefined)).toBeUndefined();
    expect(photoOf(7)).toBeUndefined();
    expect(photoOf(media({ filename: null }))).toBeUndefined();
  });
});

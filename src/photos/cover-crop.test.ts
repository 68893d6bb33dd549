import { describe, expect, it } from "vitest";
import { coverCrop, focalPoint } from "./cover-crop";

const card = { width: 1200, height: 630 };

describe("coverCrop", () => {
  it("takes the full width of a taller picture, around the focal point", () => {
    const crop = coverCrop({ width: 960, height: 640 }, card, { x: 50, y: 50 });
    expect(crop).toEqual({ left: 0, top: 68, width: 960, height: 504 });
  });

  it("keeps the crop inside the picture when the focal point is near an edge", () => {
    expect(coverCrop({ width: 960, height: 640 }, card, { x: 50, y: 95 }).top).toBe(136);
    expect(coverCrop({ width: 960, height: 640 }, card, { x: 50, y: 0 }).top).toBe(0);
  });

  it("takes the full height of a wider picture, shifted toward the focal point", () => {
    const crop = coverCrop({ width: 2000, height: 630 }, card, { x: 60, y: 50 });
    expect(crop).toEqual({ left: 600, top: 0, width: 1200, height: 630 });
  });
});

describe("focalPoint", () => {
  it("reads a CSS position and falls back to the middle", () => {
    expect(focalPoint("30% 70%")).toEqual({ x: 30, y: 70 });
    expect(focalPoint("nonsense")).toEqual({ x: 50, y: 50 });
    expect(focalPoint("120% -5%")).toEqual({ x: 100, y: 0 });
  });
});

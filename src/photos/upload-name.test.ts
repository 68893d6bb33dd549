import { describe, expect, it } from "vitest";
import { cleanUploadName } from "./upload-name";

describe("cleanUploadName", () => {
  it("removes the right-to-left override that disguises an .exe as a .png", () => {
    // Shown by a bidi-aware screen as "kitchenexe.png": the override reverses "gnp.exe".
    expect(cleanUploadName("kitchen\u202Egnp.exe\u202D.png")).toBe("kitchengnp.exe.png");
  });

  it("removes every control, bidi and zero-width character, each range end included", () => {
    const hidden = [
      "\u0000",
      "\u001F",
      "\u007F",
      "\u009F",
      "\u200B",
      "\u200F",
      "\u202A",
      "\u202E",
      "\u2066",
      "\u2069",
      "\uFEFF",
    ];
    expect(cleanUploadName(`pa${hidden.join("")}tio.jpg`)).toBe("patio.jpg");
    for (const character of hidden) expect(cleanUploadName(`a${character}b.png`)).toBe("ab.png");
  });

  it("keeps the letters, accents, spaces and punctuation a real name has", () => {
    for (const name of [
      "kitchen island.jpg",
      "baño-remodel (2).webp",
      "façade_#3.png",
      "ドア.avif",
    ])
      expect(cleanUploadName(name)).toBe(name);
    // Just outside the ranges: the en dash, and a non-breaking space is a visible space.
    expect(cleanUploadName("before\u2013after\u00A0.jpg")).toBe("before\u2013after\u00A0.jpg");
  });

  it("names a file with nothing visible left 'photo'", () => {
    expect(cleanUploadName("\u202E\u200B")).toBe("photo");
  });
});

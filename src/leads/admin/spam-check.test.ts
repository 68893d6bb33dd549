import { describe, expect, it } from "vitest";
import { spamCheckWords } from "./spam-check";

describe("a lead's spam check", () => {
  it("reads as a sentence, never as the stored code", () => {
    expect(spamCheckWords.ok).toBe("Passed the spam check.");
    for (const [code, sentence] of Object.entries(spamCheckWords)) {
      expect(sentence).not.toContain(code);
      expect(sentence).toMatch(/^[A-Z].*\.$/);
    }
  });
});

import { describe, expect, it } from "vitest";
import { readSource, sourceFilesUnder } from "./source-files";

/** The one module that may write "tel:": every phone link goes through its telHref. */
const telHrefModule = "src/lib/routing/phone-number.ts";

/**
 * A string or template that starts with "tel:" and goes on ("tel:+1…", `tel:${…}`), or a bare
 * "tel:" joined with +. A bare "tel:" that is only compared with ("startsWith('tel:')") builds
 * nothing, and neither does a regular expression or a comment's `tel:`.
 */
const handBuiltTel = /["'`]tel:(?!["'`](?!\s*\+))/;

function buildsTelByHand(text: string): boolean {
  return handBuiltTel.test(text);
}

describe("phone links", () => {
  it("tell a hand-built tel: link from one that is only read", () => {
    expect(buildsTelByHand("href={`tel:${phone.e164}`}")).toBe(true);
    expect(buildsTelByHand('<a href="tel:${business.phone.e164}">')).toBe(true);
    expect(buildsTelByHand('const href = "tel:" + phone;')).toBe(true);
    expect(buildsTelByHand("return 'tel:+12145550142';")).toBe(true);
    expect(buildsTelByHand('if (href.startsWith("tel:")) continue;')).toBe(false);
    expect(buildsTelByHand("!/^(\\/|https?:|tel:|mailto:|#)/.test(text)")).toBe(false);
    expect(buildsTelByHand("/** E.164 for `tel:` links */")).toBe(false);
  });

  it("are built only by telHref", () => {
    const handBuilt = sourceFilesUnder("src").filter(
      (file) =>
        file !== telHrefModule && !/\.test\.tsx?$/.test(file) && buildsTelByHand(readSource(file)),
    );
    expect(handBuilt, `build these links with telHref (${telHrefModule})`).toEqual([]);
  });
});

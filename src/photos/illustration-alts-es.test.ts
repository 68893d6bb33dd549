import { describe, expect, it } from "vitest";
import { defaultSiteFacts } from "@/business/site-facts";
import { englishLeftovers } from "@/lib/i18n/english-leftovers";
import { IMAGE_SCHEME } from "@/posts/blog";
import { getAllPosts } from "@/posts/seed-articles";
import { projectsFor } from "@/projects/projects";
import { getImage } from "./images";
import { spanishIllustrationAlts } from "./illustration-alts-es";

/** Every illustration the seeds upload as a photo: the projects' and the articles'. */
const uploaded = [
  ...projectsFor(defaultSiteFacts).flatMap((project) => [
    ...project.pairs.flatMap((pair) => [pair.beforeImageId, pair.afterImageId]),
    ...project.gallery.map((item) => item.imageId),
  ]),
  ...getAllPosts().flatMap((article) => [
    article.heroImage,
    ...[...article.source.matchAll(/\]\((\S+?)\)/g)]
      .map(([, target]) => target!)
      .filter((target) => target.startsWith(IMAGE_SCHEME))
      .map((target) => target.slice(IMAGE_SCHEME.length)),
  ]),
];

describe("the seeded photos' Spanish descriptions", () => {
  it("describe every illustration the seeds upload", () => {
    const described = Object.keys(spanishIllustrationAlts);
    expect(uploaded.length).toBeGreaterThan(10);
    for (const id of uploaded) expect(described, id).toContain(id);
  });

  it("fit the rules the English ones follow (images.ts, the admin's 160 characters)", () => {
    for (const [id, alt] of Object.entries(spanishIllustrationAlts)) {
      expect(alt.length, id).toBeGreaterThanOrEqual(20);
      expect(alt.length, id).toBeLessThanOrEqual(160);
      expect(alt, id).toMatch(/^Ilustración (de|del) /);
      expect(alt, id).not.toBe(getImage(id).alt);
    }
  });

  it("are written in Spanish", () => {
    expect(englishLeftovers(spanishIllustrationAlts)).toEqual([]);
  });
});

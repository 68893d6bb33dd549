import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { BlogPost } from "./blog";
import { getAllPosts } from "./seed-articles";
import { articleSocialImage } from "./social-image";

const [article] = getAllPosts();
const post = { ...article!, hero: undefined } as unknown as BlogPost;

const picture = async (response: Response) => {
  const bytes = Buffer.from(await response.arrayBuffer());
  const { width, height } = await sharp(bytes).metadata();
  // stats() reads its input, so the strip above the title is cut out first.
  const strip = await sharp(bytes)
    .extract({ left: 0, top: 0, width: 1200, height: 200 })
    .toBuffer();
  const top = await sharp(strip).stats();
  return { width, height, topStdev: Math.max(...top.channels.map((c) => c.stdev)) };
};

describe("an article's social image without a photo", () => {
  it("is the title card on the brand colour, 1200×630", async () => {
    const response = await articleSocialImage(post, "Trinity Oak Remodeling");
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(await picture(response)).toEqual({ width: 1200, height: 630, topStdev: 0 });
  });

  it("is the same card when its photo's file is gone", async () => {
    const gone = {
      ...post,
      hero: {
        src: "/api/media/file/gone.webp",
        srcSet: "/api/media/file/gone.webp 960w",
        alt: "A photo that was deleted",
        width: 960,
        height: 640,
        position: "50% 50%",
      },
    };
    const response = await articleSocialImage(gone, "Trinity Oak Remodeling");
    expect(await picture(response)).toEqual({ width: 1200, height: 630, topStdev: 0 });
  });
});

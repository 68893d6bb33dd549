import "server-only";
import { ImageResponse } from "next/og";
import sharp from "sharp";
import type { BlogPost } from "@/posts/blog";
import { publishedPost } from "@/posts/public";
import { siteFacts } from "@/site/server";
import type { Locale } from "@/lib/i18n/locale";
import { coverCrop, focalPoint, type Photo } from "@/photos";
import { storedPhotoFile } from "@/photos/server";

/** The size link previews show (Open Graph and X's large card). */
const CARD = { width: 1200, height: 630 } as const;

/** The widest stored copy of a photo: its `srcSet` lists them narrowest first. */
const widestCopy = ({ src, srcSet }: Photo) => srcSet.split(", ").at(-1)?.split(" ")[0] ?? src;

/** The article's photo cut to the card around its focal point, as a JPEG data URL. */
async function cardPhoto(post: BlogPost): Promise<string | undefined> {
  if (!post.hero) return undefined;
  const file = await storedPhotoFile(widestCopy(post.hero));
  if (!file) return undefined;
  try {
    const image = sharp(file);
    const { width, height } = await image.metadata();
    if (!width || !height) return undefined;
    const crop = coverCrop({ width, height }, CARD, focalPoint(post.hero.position));
    const jpeg = await image.extract(crop).resize(CARD).jpeg({ quality: 80 }).toBuffer();
    return `data:image/jpeg;base64,${jpeg.toString("base64")}`;
  } catch {
    // A file sharp cannot read leaves the card with the title alone.
    return undefined;
  }
}

/**
 * An article's link preview: its photo with its title and the business name over the lower part,
 * or the title alone on the brand colour when the article has no photo (or its file is gone).
 */
export async function articleSocialImage(post: BlogPost, companyName: string) {
  const photo = await cardPhoto(post);
  return new ImageResponse(
    <div style={{ ...CARD, display: "flex", position: "relative", background: "#1e3a5f" }}>
      {photo ? (
        // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- drawn into a PNG, never shown as HTML
        <img src={photo} {...CARD} style={{ position: "absolute", top: 0, left: 0 }} />
      ) : null}
      <div
        style={{
          position: "absolute",
          left: 0,
          right: 0,
          bottom: 0,
          display: "flex",
          flexDirection: "column",
          padding: photo ? "120px 64px 52px" : "64px",
          color: "white",
          ...(photo
            ? {
                backgroundImage:
                  "linear-gradient(to bottom, rgba(16, 33, 58, 0), rgba(16, 33, 58, 0.9) 40%)",
              }
            : {}),
        }}
      >
        <div style={{ display: "flex", fontSize: 30, fontWeight: 700, color: "#fbd5c0" }}>
          {companyName}
        </div>
        <div
          style={{ display: "flex", marginTop: 16, fontSize: 60, fontWeight: 700, lineHeight: 1.1 }}
        >
          {post.title}
        </div>
      </div>
    </div>,
    CARD,
  );
}

/** The link preview of the article published at `slug` in an edition, or a 404 without one. */
export async function articleImageResponse(slug: string, locale: Locale) {
  const post = await publishedPost(slug, locale);
  if (!post) return new Response("Not found", { status: 404 });
  const { business } = await siteFacts(locale);
  return articleSocialImage(post, business.name);
}

import type { Payload } from "payload";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pointAtFreshCmsDatabase, SEED_TIMEOUT_MS } from "./support/cms-database";
import { type RichTextNode } from "@/posts/blog";
import { getAllPosts } from "@/posts/seed-articles";
import { oneParagraph } from "../support/rich-text";

pointAtFreshCmsDatabase("cms-posts");

const { cms } = await import("@/lib/cms/ready");
const { seedContent } = await import("@/start-up/seed");
const { loadPublishedPosts, latestVersion } = await import("@/posts/public");
const { defaultSiteFacts } = await import("@/business/site-facts");
const { claimText } = defaultSiteFacts;
const { closeDb } = await import("@/lib/db/client");

let payload: Payload;
const editor = { id: 1, role: "staff", collection: "users" } as const;
const articles = getAllPosts();

const textOf = (node: RichTextNode): string =>
  typeof node.text === "string" ? node.text : (node.children ?? []).map(textOf).join(" ");

const nodesOf = (node: RichTextNode, type: string): RichTextNode[] => [
  ...(node.type === type ? [node] : []),
  ...(node.children ?? []).flatMap((child) => nodesOf(child, type)),
];

async function newPost(slug: string, status: "draft" | "published") {
  const [seeded] = (await payload.find({ collection: "posts", limit: 1, depth: 0 })).docs;
  return payload.create({
    collection: "posts",
    draft: status === "draft",
    data: {
      ...seeded!,
      id: undefined,
      createdAt: undefined,
      updatedAt: undefined,
      slug,
      title: `An article at ${slug}`,
      content: oneParagraph(`The published text of ${slug}, long enough to read.`) as never,
      _status: status,
    },
  });
}

beforeAll(async () => {
  payload = await cms();
  await seedContent(payload);
}, SEED_TIMEOUT_MS);
afterAll(() => closeDb());

describe("the seeded articles", () => {
  it("are the content module's five, published, newest first, with the read times it states", async () => {
    const posts = await loadPublishedPosts(payload, defaultSiteFacts);
    expect(posts.map((post) => [post.slug, post.date, post.readTime, post.category])).toEqual(
      articles.map((article) => [article.slug, article.date, article.readTime, article.category]),
    );
  });

  it("keep placeholders in the admin and fill them on the page", async () => {
    const stored = await payload.find({
      collection: "posts",
      where: {
        slug: { equals: "kitchen-remodel-cost-breakdown-2025-guide-for-dallas-homeowners" },
      },
    });
    expect(JSON.stringify(stored.docs[0]!.content)).toContain("{{");
    for (const post of await loadPublishedPosts(payload, defaultSiteFacts)) {
      expect(textOf(post.content), post.slug).not.toMatch(/\{\{|\}\}/);
    }
    const warranty = (await loadPublishedPosts(payload, defaultSiteFacts)).some((post) =>
      textOf(post.content).includes(claimText.workmanshipWarranty),
    );
    expect(warranty).toBe(true);
  });

  it("carry their section headings, links and captioned photos", async () => {
    const small = (await loadPublishedPosts(payload, defaultSiteFacts)).find((post) =>
      post.slug.startsWith("small-bathroom"),
    )!;
    expect(nodesOf(small.content, "heading").length).toBeGreaterThanOrEqual(4);
    const photos = nodesOf(small.content, "upload");
    expect(photos.map((node) => (node.fields as { caption: string }).caption)).toEqual([
      expect.stringMatching(/before the remodel/),
      expect.stringMatching(/after the remodel/),
    ]);
    expect(photos.every((node) => (node.photo as { srcSet: string }).srcSet.includes("480w"))).toBe(
      true,
    );
    const links = nodesOf(small.content, "link");
    expect(links.length).toBeGreaterThan(0);
    expect(links.every((node) => typeof node.href === "string" && node.href.startsWith("/"))).toBe(
      true,
    );
  });
});

describe("drafts", () => {
  it("of a new article are never read anonymously, in any form, but are by a signed-in person", async () => {
    const draft = await newPost("a-draft-only-article", "draft");
    const anonymous = { collection: "posts" as const, overrideAccess: false };
    for (const asDraft of [false, true]) {
      const found = await payload.find({ ...anonymous, draft: asDraft, limit: 0 });
      expect(found.docs.map((doc) => doc.slug)).not.toContain("a-draft-only-article");
    }
    await expect(payload.findByID({ ...anonymous, id: draft.id, draft: true })).rejects.toThrow(
      "Not Found",
    );
    await expect(payload.findVersions({ ...anonymous })).rejects.toMatchObject({ status: 403 });
    expect((await loadPublishedPosts(payload, defaultSiteFacts)).map((p) => p.slug)).not.toContain(
      "a-draft-only-article",
    );
    const preview = await latestVersion("a-draft-only-article", editor as never);
    expect(preview?.draft).toBe(true);
  });

  it("of a published article leave the published text on the site until published", async () => {
    const post = await newPost("a-published-article", "published");
    await payload.update({
      collection: "posts",
      id: post.id,
      draft: true,
      data: { content: oneParagraph("A pending rewrite that is not ready for visitors.") as never },
    });
    const visible = (await loadPublishedPosts(payload, defaultSiteFacts)).find(
      (p) => p.slug === "a-published-article",
    );
    expect(textOf(visible!.content)).toContain("The published text");
    const anonymous = await payload.findByID({
      collection: "posts",
      id: post.id,
      draft: true,
      overrideAccess: false,
    });
    expect(JSON.stringify(anonymous.content)).not.toContain("pending rewrite");
    const preview = await latestVersion("a-published-article", editor as never);
    expect(textOf(preview!.post.content)).toContain("pending rewrite");

    await payload.update({
      collection: "posts",
      id: post.id,
      data: {
        _status: "published",
        content: oneParagraph("Now the rewrite is published for all.") as never,
      },
    });
    const now = (await loadPublishedPosts(payload, defaultSiteFacts)).find(
      (p) => p.slug === "a-published-article",
    );
    expect(textOf(now!.content)).toContain("Now the rewrite is published");
  });
});

describe("the admin's article rules", () => {
  it("keep an article's main photo: deleting it is refused with the article's title", async () => {
    const [post] = (await payload.find({ collection: "posts", limit: 1, depth: 0 })).docs;
    const refusal = await payload
      .delete({ collection: "media", id: post!.hero as number })
      .catch((error: Error & { status?: number }) => error);
    expect(refusal).toMatchObject({
      status: 409,
      message: expect.stringContaining(`"${post!.title}"`),
    });
  });

  it("refuse a placeholder the site cannot fill, naming it", async () => {
    const [post] = (await payload.find({ collection: "posts", limit: 1 })).docs;
    const error = await payload
      .update({
        collection: "posts",
        id: post!.id,
        data: { content: oneParagraph("Our {{warrantee}} covers it.") as never },
      })
      .catch((caught: { data?: { errors?: { path: string; message: string }[] } }) => caught);
    expect((error as { data?: { errors?: unknown[] } }).data?.errors).toEqual([
      expect.objectContaining({
        path: "content",
        message: expect.stringMatching(/^The article: unknown placeholder \{\{warrantee\}\}/),
      }),
    ]);
  });

  it("make the address from the title when none is given", async () => {
    const [seeded] = (await payload.find({ collection: "posts", limit: 1, depth: 0 })).docs;
    const created = await payload.create({
      collection: "posts",
      data: {
        ...seeded!,
        id: undefined,
        createdAt: undefined,
        updatedAt: undefined,
        slug: undefined,
        title: "Permits in Plano: What to Expect",
      },
    });
    expect(created.slug).toBe("permits-in-plano-what-to-expect");
  });
});

import { publishedPosts } from "@/posts/public";
import { siteFacts } from "@/site/facts";
import { blogCopy } from "@/posts/blog";
import { absoluteUrl, feedTitle } from "@/lib/seo/metadata";

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (char) =>
      ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[char] ?? char,
  );

const rfc822 = (isoDate: string) => new Date(`${isoDate}T12:00:00Z`).toUTCString();

/** RSS 2.0 feed of every published article, linked from the head of every page. */
export async function GET() {
  const [posts, { business }] = await Promise.all([publishedPosts(), siteFacts()]);
  const items = posts.map((post) => {
    const url = absoluteUrl(post.path);
    return `    <item>
      <title>${escapeXml(post.title)}</title>
      <link>${escapeXml(url)}</link>
      <guid isPermaLink="true">${escapeXml(url)}</guid>
      <pubDate>${rfc822(post.date)}</pubDate>
      <category>${escapeXml(post.category)}</category>
      <description>${escapeXml(post.excerpt)}</description>
    </item>`;
  });
  const newest = posts
    .map((post) => post.dateModified)
    .sort()
    .at(-1);
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(feedTitle(business.name))}</title>
    <link>${escapeXml(absoluteUrl("/resources"))}</link>
    <description>${escapeXml(blogCopy.feedDescription(business.name))}</description>
    <language>en-us</language>
    <copyright>${escapeXml(`© ${business.name}`)}</copyright>
${newest ? `    <lastBuildDate>${rfc822(newest)}</lastBuildDate>\n` : ""}    <atom:link href="${escapeXml(absoluteUrl("/rss.xml"))}" rel="self" type="application/rss+xml"/>
${items.join("\n")}
  </channel>
</rss>
`;
  return new Response(xml, {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8" },
  });
}

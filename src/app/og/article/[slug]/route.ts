import { siteFacts } from "@/business/public";
import { publishedPost } from "@/posts/public";
import { articleSocialImage } from "@/posts/social-image";

/** A published article's link preview: its own photo and title (see articleImagePath). */
export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const post = await publishedPost((await params).slug);
  if (!post) return new Response("Not found", { status: 404 });
  const { business } = await siteFacts();
  return articleSocialImage(post, business.name);
}

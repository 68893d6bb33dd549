import { articleImageResponse } from "@/posts/social-image";

/** A published article's link preview: its own photo and title (see articleImagePath). */
export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  return articleImageResponse((await params).slug, "en");
}

import { articleImageResponse } from "@/posts/social-image";

/** A published Spanish article's link preview: its photo and its Spanish title. */
export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  return articleImageResponse((await params).slug, "es");
}

import { draftMode } from "next/headers";
import { redirect } from "next/navigation";
import type { NextRequest } from "next/server";
import { cms } from "@/lib/cms/ready";
import { previewPath } from "@/posts/preview-path";

const plain = (status: number, text: string) =>
  new Response(text, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });

/**
 * The admin's "Preview" button: for a signed-in person, turns on draft mode (a cookie) and opens
 * the article, which then shows its latest saved version. Anyone else is refused.
 */
export async function GET(request: NextRequest) {
  const path = previewPath(request.nextUrl.searchParams.get("path"));
  if (!path) return plain(400, "Preview opens an article's address, such as /blog/my-article.");
  const payload = await cms();
  const { user } = await payload.auth({ headers: request.headers });
  if (!user) return plain(403, "Sign in to the admin at /admin to preview unpublished articles.");
  (await draftMode()).enable();
  redirect(path);
}

import { draftMode } from "next/headers";
import { redirect } from "next/navigation";
import type { NextRequest } from "next/server";
import { previewPath } from "@/posts/preview-path";

/** Leaves the preview: the article (or the articles' list) as visitors see it. */
export async function GET(request: NextRequest) {
  (await draftMode()).disable();
  redirect(previewPath(request.nextUrl.searchParams.get("path")) ?? "/resources");
}

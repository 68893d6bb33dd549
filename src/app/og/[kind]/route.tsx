import { isOgKind, ogImage } from "@/site/og-image";

type Params = { params: Promise<{ kind: string }> };

/** The English social-preview image of a page type (the Spanish ones are under /og/es/). */
export async function GET(_request: Request, { params }: Params) {
  const { kind } = await params;
  if (!isOgKind(kind)) return new Response("Not found", { status: 404 });
  return ogImage(kind, "en");
}

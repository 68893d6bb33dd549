import { missingPage } from "@/lib/routing/not-found";

/** Catches every path no route claims, so the miss is logged on the server before the 404. */
export default async function MissingPage({ params }: { params: Promise<{ missing: string[] }> }) {
  const { missing } = await params;
  missingPage(`/${missing.map(encodeURIComponent).join("/")}`);
}

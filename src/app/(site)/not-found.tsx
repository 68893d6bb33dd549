import type { Metadata } from "next";
import { NotFoundMessage } from "@/components/sections/not-found-message";
import { notFoundPage } from "@/site/not-found";
import { siteFacts } from "@/business/public";
import { brandedTitle } from "@/lib/seo/metadata";

export async function generateMetadata(): Promise<Metadata> {
  const { business } = await siteFacts();
  return { title: { absolute: brandedTitle(notFoundPage.title, business.name) } };
}

/**
 * A page that exists only while the admin shows it (a hidden or deleted project): rendered in
 * the site's layout. Without it the 404 would climb to the root, which has no document of its
 * own, and a visitor without JavaScript would get an empty page.
 */
export default function NotFound() {
  return <NotFoundMessage />;
}

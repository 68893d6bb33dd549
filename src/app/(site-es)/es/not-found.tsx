import { NotFoundMessage, notFoundMetadata } from "@/components/sections/not-found-message";

export const generateMetadata = () => notFoundMetadata("es");

/**
 * A page that exists only while the admin shows it (a hidden or deleted project): rendered in
 * the site's layout. Without it the 404 would climb to the root, which has no document of its
 * own, and a visitor without JavaScript would get an empty page.
 */
export default function NotFound() {
  return <NotFoundMessage locale="es" />;
}

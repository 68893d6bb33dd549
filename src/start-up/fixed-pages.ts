import { cityPath, citySlugs } from "@/business/facts";
import { ideaSlugs } from "@/ideas/ideas";
import { services } from "@/services/catalog";
import { indexPages } from "@/lib/routing/page-index";

/**
 * The page families whose addresses code fixes: an unknown address is answered with the 404 page
 * before anything renders, as the admin's families are (start-up/admin-start.ts).
 */
export function indexFixedPages() {
  indexPages("/services/", async (slug) => services.some((service) => service.slug === slug));
  indexPages("/service-area/", async (slug) =>
    citySlugs.some((city) => cityPath(city) === `/service-area/${slug}`),
  );
  indexPages("/ideas/", async (slug) => ideaSlugs.some((idea) => idea === slug));
}

import { IdeaDetailPage, ideaDetailMetadata } from "@/ideas/components/idea-detail-page";
import { ideaSlugs } from "@/ideas/ideas";
import { slugRoute } from "@/lib/routing/slug-route";

const route = slugRoute("es", IdeaDetailPage, ideaDetailMetadata);

export const dynamicParams = false;
export const generateStaticParams = () => ideaSlugs.map((slug) => ({ slug }));
export const generateMetadata = route.generateMetadata;
export default route.Page;

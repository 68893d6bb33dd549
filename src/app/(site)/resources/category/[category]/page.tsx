import { ResourcesPage, resourcesMetadata } from "@/posts/components/resources-page";
import { listRoute } from "@/site/list-route";

// The proxy answers /resources and /resources?category=… with these (site/filtered-lists.ts).
const route = listRoute("en", "/resources", ResourcesPage, resourcesMetadata);

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;

import { ResourcesPage } from "@/posts/components/resources-page";
import { blogCopyIn } from "@/posts/blog";
import { listRoute } from "@/site/list-route";

// The proxy answers /resources and /resources?category=… with these (site/filtered-lists.ts).
const route = listRoute("en", "/resources", ResourcesPage, { copy: blogCopyIn, ogKind: "article" });

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;

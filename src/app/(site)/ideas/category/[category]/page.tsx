import { IdeasPage } from "@/ideas/components/ideas-page";
import { ideasIndexIn } from "@/ideas/ideas-index";
import { listRoute } from "@/site/list-route";

// The proxy answers /ideas and /ideas?category=… with these (site/filtered-lists.ts).
const route = listRoute("en", "/ideas", IdeasPage, { copy: ideasIndexIn, ogKind: "idea" });

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;

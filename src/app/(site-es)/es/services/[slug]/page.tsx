import { ServicePage, serviceMetadata, serviceParams } from "@/services/components/service-page";
import { slugRoute } from "@/lib/routing/slug-route";

const route = slugRoute("es", ServicePage, serviceMetadata);

export const dynamicParams = false;
export const generateStaticParams = serviceParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;

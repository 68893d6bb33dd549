import { ServiceAreaPage, serviceAreaMetadata } from "@/cities/components/service-area-page";
import { serviceAreaParams } from "@/cities/cities";
import { slugRoute } from "@/lib/routing/slug-route";

const route = slugRoute("en", ServiceAreaPage, serviceAreaMetadata);

export const dynamicParams = false;
export const generateStaticParams = serviceAreaParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;

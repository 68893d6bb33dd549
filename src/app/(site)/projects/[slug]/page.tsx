import { ProjectPage, projectMetadata } from "@/projects/components/project-page";
import { slugRoute } from "@/lib/routing/slug-route";

const route = slugRoute("en", ProjectPage, projectMetadata);

// Projects come and go in the admin: each is rendered on its first view and kept.
export const generateStaticParams = async (): Promise<{ slug: string }[]> => [];
export const generateMetadata = route.generateMetadata;
export default route.Page;

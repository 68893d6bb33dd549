import { ServicePage, serviceMetadata, serviceParams } from "@/services/components/service-page";

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;
export const generateStaticParams = serviceParams;
export const generateMetadata = async ({ params }: Props) =>
  serviceMetadata("en", (await params).slug);

export default async function Page({ params }: Props) {
  return <ServicePage locale="en" slug={(await params).slug} />;
}

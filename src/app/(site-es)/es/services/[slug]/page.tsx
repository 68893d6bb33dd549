import { ServicePage, serviceMetadata, serviceParams } from "@/services/components/service-page";

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;
export const generateStaticParams = serviceParams;
export const generateMetadata = async ({ params }: Props) =>
  serviceMetadata("es", (await params).slug);

export default async function Page({ params }: Props) {
  return <ServicePage locale="es" slug={(await params).slug} />;
}

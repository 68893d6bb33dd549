import type { Metadata } from "next";
import {
  ServiceAreaPage,
  serviceAreaMetadata,
  serviceAreaParams,
} from "@/cities/components/service-area-page";

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;
export const generateStaticParams = serviceAreaParams;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return serviceAreaMetadata("es", (await params).slug);
}

export default async function CityPageRoute({ params }: Props) {
  return <ServiceAreaPage locale="es" segment={(await params).slug} />;
}

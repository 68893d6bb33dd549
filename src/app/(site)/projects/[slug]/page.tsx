import type { Metadata } from "next";
import { ProjectPage, projectMetadata } from "@/projects/components/project-page";

type Props = { params: Promise<{ slug: string }> };

// Projects come and go in the admin: each is rendered on its first view and kept.
export const generateStaticParams = async (): Promise<{ slug: string }[]> => [];

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return projectMetadata("en", (await params).slug);
}

export default async function Page({ params }: Props) {
  return <ProjectPage locale="en" slug={(await params).slug} />;
}

import config from "@payload-config";
import { generatePageMetadata, RootPage } from "@payloadcms/next/views";
import type { Metadata } from "next";
import { AdminSetup } from "@/accounts/components/admin-setup";
import { adminSetupProblem } from "@/accounts/first-owner";
import { importMap } from "../import-map";

type Args = {
  params: Promise<{ segments: string[] }>;
  searchParams: Promise<Record<string, string | string[]>>;
};

/** Every admin page names the admin's own manifest, so it can be installed as an app. */
export const generateMetadata = async ({ params, searchParams }: Args): Promise<Metadata> => ({
  ...(await generatePageMetadata({ config, params, searchParams })),
  manifest: "/admin.webmanifest",
});

/** Until the admin has a secret and an owner, every admin address says what to set instead. */
export default async function AdminPage({ params, searchParams }: Args) {
  const problem = await adminSetupProblem();
  if (problem) return <AdminSetup problem={problem} />;
  return RootPage({ config, params, searchParams, importMap });
}

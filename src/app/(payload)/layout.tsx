import config from "@payload-config";
import "@payloadcms/next/css";
import "./admin.css";
import type { ServerFunctionClient } from "payload";
import { handleServerFunctions, RootLayout } from "@payloadcms/next/layouts";
import type { ReactNode } from "react";
import { checkingEveryFormState } from "@/lib/cms/form-state";
import { importMap } from "./admin/import-map";

export { metadata } from "@payloadcms/next/layouts";

const serverFunction: ServerFunctionClient = async function (args) {
  "use server";
  return handleServerFunctions({ ...checkingEveryFormState(args), config, importMap });
};

/** The owner's admin: its own document, apart from the public site's. */
export default function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <RootLayout config={config} importMap={importMap} serverFunction={serverFunction}>
      {children}
    </RootLayout>
  );
}

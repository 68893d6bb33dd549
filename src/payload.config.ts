import path from "node:path";
import { buildConfig } from "payload";
import sharp from "sharp";
import { business } from "@/config/business";
import { Users } from "@/cms/collections/users";
import { cmsDatabase } from "@/cms/database";
import { signingSecret } from "@/cms/settings";

/** The owner's admin: where it lives, what it edits, and how it signs people in. */
export default buildConfig({
  secret: signingSecret(),
  routes: { admin: "/cms", api: "/api" },
  admin: {
    user: Users.slug,
    // The default loads a picture from a third-party service for every account.
    avatar: "default",
    meta: { titleSuffix: ` | ${business.name} admin`, robots: "noindex, nofollow" },
    importMap: {
      baseDir: path.resolve(process.cwd(), "src"),
      importMapFile: path.resolve(process.cwd(), "src/app/(payload)/cms/import-map.ts"),
    },
  },
  collections: [Users],
  db: cmsDatabase(),
  // Nothing uses GraphQL; a second API is a second surface to secure.
  graphQL: { disable: true },
  // Cookie-authenticated writes only from the site's own pages.
  csrf: [business.siteUrl],
  cors: [],
  sharp,
  telemetry: false,
  typescript: { outputFile: path.resolve(process.cwd(), "src/cms/payload-types.ts") },
});

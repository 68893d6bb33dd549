import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** The benchmark's bare page: same Next.js as the site, nothing else. */
const config = { poweredByHeader: false, turbopack: { root } };

export default config;

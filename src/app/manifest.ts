import type { MetadataRoute } from "next";
import { siteFacts } from "@/site/facts";

export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const { business } = await siteFacts();
  return {
    name: business.name,
    short_name: business.name.split(" ").slice(0, 2).join(" "),
    description: `Remodeling contractor in ${business.address.locality}, ${business.address.region}`,
    start_url: "/",
    display: "browser",
    background_color: "#ffffff",
    theme_color: "#1e3a5f",
    icons: [{ src: "/icon.svg", sizes: "any", type: "image/svg+xml" }],
  };
}

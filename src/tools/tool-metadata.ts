import { siteFacts } from "@/business/public";
import { buildMetadata } from "@/lib/seo/metadata";
import type { Tool } from "./tools";

/** A tool page's generateMetadata: its title, description, canonical and preview card. */
export const toolMetadata = (tool: Tool) => async () =>
  buildMetadata(await siteFacts(), {
    title: tool.metaTitle,
    description: tool.metaDescription,
    path: tool.path,
    ogKind: "tool",
  });

import { filledOrAsWritten, placeholderProblem, type SiteFacts } from "@/business";
import { countWords, type RichTextNode } from "@/posts/blog";

const isNode = (value: unknown): value is RichTextNode =>
  typeof value === "object" && value !== null && typeof (value as RichTextNode).type === "string";

/** Every text node of an article, in reading order. */
function* textNodes(node: RichTextNode): Generator<RichTextNode & { text: string }> {
  if (node.type === "text" && typeof node.text === "string")
    yield node as RichTextNode & { text: string };
  for (const child of node.children ?? []) if (isNode(child)) yield* textNodes(child);
}

/** The editor's value is `{ root }`; a page keeps only the root node. */
export const articleRoot = (content: unknown): RichTextNode | undefined => {
  const root = (content as { root?: unknown } | null)?.root;
  return isNode(root) ? root : undefined;
};

/** Why the article's {{placeholders}} cannot all be filled, or null when they can. */
export function articlePlaceholderProblem(facts: SiteFacts, content: unknown): string | null {
  const root = articleRoot(content);
  if (!root) return null;
  for (const node of textNodes(root)) {
    const problem = placeholderProblem(facts, node.text, "The article");
    if (problem) return problem;
  }
  return null;
}

/** Words a reader reads: the text of the paragraphs, headings, lists and quotes. */
export function articleWordCount(root: RichTextNode): number {
  return countWords([...textNodes(root)].map((node) => node.text).join(" "));
}

/**
 * A copy of the article with every text's placeholders filled and each node passed through
 * `extend` (photos and link targets resolved by the caller). A placeholder saved before a rule
 * changed is left as written rather than breaking the page.
 */
export function preparedArticle(
  facts: SiteFacts,
  root: RichTextNode,
  extend: (node: RichTextNode) => RichTextNode = (node) => node,
): RichTextNode {
  const copy = (node: RichTextNode): RichTextNode => {
    const filled: RichTextNode =
      node.type === "text" && typeof node.text === "string"
        ? { ...node, text: filledOrAsWritten(facts, node.text) }
        : { ...node };
    if (node.children) filled.children = node.children.filter(isNode).map(copy);
    return extend(filled);
  };
  return copy(root);
}

import Link from "next/link";
import type { ComponentProps } from "react";
import Markdown, { defaultUrlTransform, type Components, type ExtraProps } from "react-markdown";
import rehypeSlug from "rehype-slug";
import { SiteImage } from "@/components/ui/site-image";
import { IMAGE_SCHEME } from "@/content/blog";

type HastNode = NonNullable<ExtraProps["node"]>;

const textOf = (node: HastNode | HastNode["children"][number]): string =>
  node.type === "text" ? node.value : "children" in node ? node.children.map(textOf).join("") : "";

/** A heading with a visible "#" link to itself, so a reader can share a section. */
function anchoredHeading(Tag: "h2" | "h3") {
  const size = Tag === "h2" ? "mt-12 text-3xl" : "mt-8 text-xl";
  return function AnchoredHeading({ id, children, node }: ComponentProps<"h2"> & ExtraProps) {
    return (
      <div className={`group flex items-baseline gap-2 ${size}`}>
        <Tag id={id} className="font-bold tracking-tight text-brand-900">
          {children}
        </Tag>
        {id ? (
          <a
            href={`#${id}`}
            className="inline-flex min-h-6 min-w-6 items-center justify-center rounded text-xl text-slate-500 hover:text-accent-700"
          >
            <span aria-hidden="true">#</span>
            <span className="sr-only">Link to the section “{node ? textOf(node) : id}”</span>
          </a>
        ) : null}
      </div>
    );
  };
}

const isImageOnly = (node: HastNode | undefined) =>
  node?.children.every(
    (child) =>
      (child.type === "element" && child.tagName === "img") ||
      (child.type === "text" && !child.value.trim()),
  ) ?? false;

const components: Components = {
  h2: anchoredHeading("h2"),
  h3: anchoredHeading("h3"),
  // A paragraph holding only an image would wrap a <figure>, which HTML does not allow.
  p: ({ node, children }) =>
    isImageOnly(node) ? <>{children}</> : <p className="mt-5">{children}</p>,
  a: ({ href = "", children }) =>
    href.startsWith("/") ? (
      <Link href={href} className="font-semibold text-accent-700 underline hover:no-underline">
        {children}
      </Link>
    ) : (
      <a href={href} className="font-semibold text-accent-700 underline hover:no-underline">
        {children}
      </a>
    ),
  // The bracket text is the caption; the alt text comes from the image registry, so it always
  // describes the file actually shown.
  img: ({ src, alt }) =>
    typeof src === "string" && src.startsWith(IMAGE_SCHEME) ? (
      <figure className="mt-8">
        <SiteImage
          id={src.slice(IMAGE_SCHEME.length)}
          sizes="(min-width: 768px) 768px, 100vw"
          className="h-auto w-full rounded-xl"
        />
        {alt ? <figcaption className="mt-2 text-sm text-slate-600">{alt}</figcaption> : null}
      </figure>
    ) : null,
  ul: ({ children }) => <ul className="mt-5 list-disc space-y-2 pl-6">{children}</ul>,
  ol: ({ children }) => <ol className="mt-5 list-decimal space-y-2 pl-6">{children}</ol>,
  strong: ({ children }) => <strong className="font-semibold text-slate-900">{children}</strong>,
};

const urlTransform = (url: string) =>
  url.startsWith(IMAGE_SCHEME) ? url : defaultUrlTransform(url);

/** Renders an article's Markdown on the server; the browser receives plain HTML. */
export function ArticleBody({ markdown }: { markdown: string }) {
  return (
    <div className="text-lg leading-relaxed text-slate-700">
      <Markdown rehypePlugins={[rehypeSlug]} components={components} urlTransform={urlTransform}>
        {markdown}
      </Markdown>
    </div>
  );
}

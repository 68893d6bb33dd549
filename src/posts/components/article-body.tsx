import { Fragment, type ReactNode } from "react";
import { SiteImage } from "@/photos/components/site-image";
import type { RichTextNode } from "@/posts/blog";
import { slugify } from "@/lib/routing/page-address";
import type { Photo } from "@/photos/images";

// The editor's text format bits (Lexical): bold 1, italic 2.
const BOLD = 1;
const ITALIC = 2;

const linkClass = "font-semibold text-accent-700 underline hover:no-underline";

const plainText = (node: RichTextNode): string =>
  typeof node.text === "string" ? node.text : (node.children ?? []).map(plainText).join("");

/** A heading with a visible "#" link to itself, so a reader can share a section. */
type HeadingProps = { tag: "h2" | "h3"; id: string; label: string; children: ReactNode };

function AnchoredHeading({ tag, id, label, children }: HeadingProps) {
  const Tag = tag;
  const size = tag === "h2" ? "mt-12 text-3xl" : "mt-8 text-xl";
  return (
    <div className={`group flex items-baseline gap-2 ${size}`}>
      <Tag id={id} className="font-bold tracking-tight text-brand-900">
        {children}
      </Tag>
      <a
        href={`#${id}`}
        className="inline-flex min-h-6 min-w-6 items-center justify-center rounded text-xl text-slate-500 hover:text-accent-700"
      >
        <span aria-hidden="true">#</span>
        <span className="sr-only">Link to the section “{label}”</span>
      </a>
    </div>
  );
}

/** Gives each heading an id from its text, unique within the article. */
function headingIds() {
  const used = new Map<string, number>();
  return (text: string) => {
    const base = slugify(text) || "section";
    const seen = used.get(base) ?? 0;
    used.set(base, seen + 1);
    return seen ? `${base}-${seen}` : base;
  };
}

function render(node: RichTextNode, key: number, idFor: (text: string) => string): ReactNode {
  const children = () => (node.children ?? []).map((child, index) => render(child, index, idFor));
  switch (node.type) {
    case "text": {
      const format = typeof node.format === "number" ? node.format : 0;
      let text: ReactNode = String(node.text ?? "");
      if (format & ITALIC) text = <em>{text}</em>;
      if (format & BOLD) text = <strong className="font-semibold text-slate-900">{text}</strong>;
      return <Fragment key={key}>{text}</Fragment>;
    }
    case "linebreak":
      return <br key={key} />;
    case "paragraph":
      return (
        <p key={key} className="mt-5">
          {children()}
        </p>
      );
    case "heading": {
      const tag = node.tag === "h3" ? "h3" : "h2";
      const label = plainText(node);
      return (
        <AnchoredHeading key={key} tag={tag} id={idFor(label)} label={label}>
          {children()}
        </AnchoredHeading>
      );
    }
    case "list":
      return node.listType === "number" ? (
        <ol key={key} className="mt-5 list-decimal space-y-2 pl-6">
          {children()}
        </ol>
      ) : (
        <ul key={key} className="mt-5 list-disc space-y-2 pl-6">
          {children()}
        </ul>
      );
    case "listitem":
      return <li key={key}>{children()}</li>;
    case "quote":
      return (
        <blockquote key={key} className="mt-6 border-l-4 border-accent-600 pl-4 italic">
          {children()}
        </blockquote>
      );
    case "link":
    case "autolink": {
      const href = typeof node.href === "string" ? node.href : undefined;
      if (!href) return <span key={key}>{children()}</span>;
      return href.startsWith("/") ? (
        <a key={key} href={href} className={linkClass}>
          {children()}
        </a>
      ) : (
        <a key={key} href={href} className={linkClass} rel="noopener">
          {children()}
        </a>
      );
    }
    case "upload": {
      const photo = node.photo as Photo | undefined;
      const caption = (node.fields as { caption?: string } | undefined)?.caption;
      if (!photo) return null;
      return (
        <figure key={key} className="mt-8">
          <SiteImage
            photo={photo}
            sizes="(min-width: 768px) 768px, 100vw"
            className="h-auto w-full rounded-xl"
          />
          {caption ? (
            <figcaption className="mt-2 text-sm text-slate-600">{caption}</figcaption>
          ) : null}
        </figure>
      );
    }
    default:
      // Nothing else can be typed in the admin's editor; a node from an older editor shows its text.
      return <span key={key}>{children()}</span>;
  }
}

/** Renders an article's rich text on the server; the browser receives plain HTML. */
export function ArticleBody({ content }: { content: RichTextNode }) {
  const idFor = headingIds();
  return (
    <div className="text-lg leading-relaxed text-slate-700">
      {(content.children ?? []).map((node, index) => render(node, index, idFor))}
    </div>
  );
}

import { Fragment, type ReactNode } from "react";
import type { Photo } from "@/photos";
import { SiteImage } from "@/photos/ui";
import { blogCopyIn, type RichTextNode } from "@/posts/blog";
import { slugify } from "@/lib/routing/page-address";
import { htmlLang, localePath, type Locale } from "@/lib/i18n/locale";

// The editor's text format bits (Lexical): bold 1, italic 2.
const BOLD = 1;
const ITALIC = 2;

const linkClass = "font-semibold text-accent-700 underline hover:no-underline";

const plainText = (node: RichTextNode): string =>
  typeof node.text === "string" ? node.text : (node.children ?? []).map(plainText).join("");

/** How the article is rendered: where its links lead, and how its "#" links are read out. */
type Rendering = { locale: Locale; sectionLink: string; idFor: (text: string) => string };

/** A heading with a visible "#" link to itself, so a reader can share a section. */
type HeadingProps = {
  tag: "h2" | "h3";
  id: string;
  label: string;
  sectionLink: string;
  children: ReactNode;
};

function AnchoredHeading({ tag, id, label, sectionLink, children }: HeadingProps) {
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
        <span className="sr-only">
          {sectionLink} “{label}”
        </span>
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

function render(node: RichTextNode, key: number, rendering: Rendering): ReactNode {
  const children = () =>
    (node.children ?? []).map((child, index) => render(child, index, rendering));
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
        <AnchoredHeading
          key={key}
          tag={tag}
          id={rendering.idFor(label)}
          label={label}
          sectionLink={rendering.sectionLink}
        >
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
      // A link to a page of the site leads to that page in the reader's edition.
      return href.startsWith("/") ? (
        <a key={key} href={localePath(rendering.locale, href)} className={linkClass}>
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

type ArticleBodyProps = {
  content: RichTextNode;
  /** The page's edition: where the article's links lead. */
  locale: Locale;
  /** The article's own language, when it is not the page's (an article not yet in Spanish). */
  textLocale?: Locale;
};

/** Renders an article's rich text on the server; the browser receives plain HTML. */
export function ArticleBody({ content, locale, textLocale = locale }: ArticleBodyProps) {
  const rendering = {
    locale,
    sectionLink: blogCopyIn[textLocale].sectionLink,
    idFor: headingIds(),
  };
  return (
    <div
      lang={textLocale === locale ? undefined : htmlLang[textLocale]}
      className="text-lg leading-relaxed text-slate-700"
    >
      {(content.children ?? []).map((node, index) => render(node, index, rendering))}
    </div>
  );
}

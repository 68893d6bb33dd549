/*
 * What the blog's fixed words are in either edition: the English (blogCopy in blog.ts) and the
 * Spanish (blog-copy-es.ts) fill in these entries. The topics are keys, the same in both editions
 * (the admin's values and the filter's); each edition names them.
 */

export const blogCategories = [
  "Cost Guides",
  "Contractor Tips",
  "Design Ideas",
  "Sustainable Living",
] as const;
export type BlogCategory = (typeof blogCategories)[number];

/** The words of the blog's pages: the list, an article's fixed labels, the preview and the feed. */
export type BlogCopy = {
  heading: string;
  metaTitle: string;
  metaDescription: string;
  intro: string;
  featuredHeading: string;
  categoriesHeading: string;
  allHeading: string;
  allLabel: string;
  filterLabel: string;
  /** The list's name in the breadcrumb trail. */
  crumb: string;
  backLabel: string;
  relatedHeading: string;
  indexCtaHeading: string;
  indexCtaText: string;
  ctaHeading: string;
  ctaText: string;
  /** The article's byline, "By … Editorial Team": Spanish names the team with its article. */
  byline: (companyName: string) => string;
  /** Before the date of the last revision. */
  updatedLabel: string;
  /** Read out after a heading's "#" link, before the heading's text. */
  sectionLink: string;
  /** What a filter link counts: one, many. */
  listNoun: readonly [string, string];
  feedDescription: (companyName: string) => string;
  previewDraft: string;
  previewPublished: string;
  exitPreview: string;
};

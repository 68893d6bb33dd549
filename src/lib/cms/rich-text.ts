import {
  BlockquoteFeature,
  BoldFeature,
  FixedToolbarFeature,
  HeadingFeature,
  InlineToolbarFeature,
  ItalicFeature,
  LinkFeature,
  OrderedListFeature,
  ParagraphFeature,
  UnorderedListFeature,
  UploadFeature,
  lexicalEditor,
} from "@payloadcms/richtext-lexical";

/**
 * What an article's text may hold: paragraphs, section headings (the title is the page's only
 * h1), bold and italic, lists, quotes, links (to any address, or to another article or project)
 * and photos with a caption. Every one of these renders as plain HTML on the server
 * (posts/components/article-body.tsx); nothing else can be typed, so nothing renders unstyled.
 */
export const articleFeatures = [
  ParagraphFeature(),
  HeadingFeature({ enabledHeadingSizes: ["h2", "h3"] }),
  BoldFeature(),
  ItalicFeature(),
  UnorderedListFeature(),
  OrderedListFeature(),
  BlockquoteFeature(),
  LinkFeature({ enabledCollections: ["posts", "projects"], maxDepth: 1 }),
  UploadFeature({
    collections: {
      media: {
        fields: [
          {
            name: "caption",
            type: "text",
            label: "Caption (shown under the photo)",
          },
        ],
      },
    },
    maxDepth: 1,
  }),
  FixedToolbarFeature(),
  InlineToolbarFeature(),
];

export const articleEditor = lexicalEditor({ features: articleFeatures });

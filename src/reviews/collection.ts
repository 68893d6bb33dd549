import type { CollectionConfig } from "payload";
import { cityNames } from "@/business";
import { reviewLimits } from "@/reviews/reviews";
import { publicContent } from "@/lib/cms/public-content";
import { lengthBetween } from "@/lib/cms/validation";

/**
 * The reviews in the home page's carousel. Anyone may read the ones shown on the site; only
 * signed-in people see hidden ones or change anything. The rating and review count the site
 * states elsewhere are business facts, not computed from this list.
 */
export const Reviews: CollectionConfig = {
  slug: "reviews",
  labels: { singular: "Review", plural: "Reviews" },
  orderable: true,
  admin: {
    useAsTitle: "name",
    defaultColumns: ["name", "location", "project", "shown", "sample"],
    group: "Content",
    description:
      "Shown in the carousel on the home page in this order (drag to reorder), your own reviews before any samples. Only the homeowner's own words, with their permission.",
  },
  ...publicContent("reviews", { paths: ["/"] }),
  fields: [
    {
      name: "name",
      type: "text",
      label: "Homeowner's name as shown",
      required: true,
      validate: lengthBetween(reviewLimits.name, "The name"),
      admin: { description: 'First name and last initial is usual, e.g. "Karen M."' },
    },
    {
      name: "location",
      type: "select",
      label: "City",
      required: true,
      options: cityNames.map((city) => ({ label: city, value: city })),
    },
    {
      name: "rating",
      type: "number",
      label: "Stars",
      required: true,
      min: 1,
      max: 5,
      defaultValue: 5,
      admin: { step: 1 },
    },
    {
      name: "project",
      localized: true,
      type: "text",
      label: "Project",
      required: true,
      validate: lengthBetween(reviewLimits.project, "The project"),
      admin: { description: 'What was built, e.g. "Kitchen remodel".' },
    },
    {
      name: "text",
      localized: true,
      type: "textarea",
      label: "Review",
      required: true,
      validate: lengthBetween(reviewLimits.text, "The review"),
    },
    {
      name: "shown",
      type: "checkbox",
      label: "Shown on the site",
      defaultValue: true,
    },
    {
      name: "sample",
      type: "checkbox",
      label: "Sample review (labelled as a sample on the site)",
      defaultValue: false,
      admin: {
        description:
          "The site starts with sample reviews. Replace them with real ones, or hide them, before going live.",
      },
    },
  ],
};

import type { CollectionBeforeChangeHook, CollectionConfig } from "payload";
import { lengthBetween, refuseField } from "@/lib/cms/validation";
import { keptByServer, ownersOnly, signedInOnly } from "@/lib/cms/roles";
import { dallasDay } from "@/lib/time/dallas";
import { jobField } from "./job-field";
import { photosOfTheJob, photosToTheirJob } from "./photo-owner";

/**
 * The one who posts it is its author, and an update is about a day that has begun: a project
 * manager cannot post tomorrow's work.
 */
const authorAndDay: CollectionBeforeChangeHook = ({ data, operation, req, originalDoc }) => {
  if (operation === "create" && req.user) data.author = req.user.id;
  const day = data.day ?? originalDoc?.day;
  if (day && dallasDay(new Date(String(day))) > dallasDay(new Date()))
    refuseField(req, "job-updates", "day", "An update is about today or a day before it.");
  return data;
};

/**
 * A job's daily update, posted by its project manager from the site or the office: what was done
 * that working day, or why no one was on site. The owner's dashboard counts the working days a job
 * under way went without one.
 */
export const JobUpdates: CollectionConfig = {
  slug: "job-updates",
  labels: { singular: "Daily update", plural: "Daily updates" },
  defaultSort: "-day",
  admin: {
    useAsTitle: "note",
    defaultColumns: ["job", "day", "kind", "author"],
    group: "Jobs",
    description: "One for each working day on a job: what was done, or why no one was on site.",
    pagination: { defaultLimit: 25 },
  },
  access: { read: signedInOnly, create: signedInOnly, update: signedInOnly, delete: ownersOnly },
  hooks: { beforeChange: [authorAndDay], afterChange: [photosToTheirJob] },
  fields: [
    jobField,
    {
      type: "row",
      fields: [
        {
          name: "day",
          type: "date",
          label: "Day",
          required: true,
          defaultValue: () => new Date().toISOString(),
          admin: {
            width: "40%",
            date: { pickerAppearance: "dayOnly", displayFormat: "EEE, MMM d, yyyy" },
          },
        },
        {
          name: "kind",
          type: "select",
          label: "On site",
          required: true,
          defaultValue: "work",
          options: [
            { label: "Work on site", value: "work" },
            { label: "No work on site that day", value: "no_work" },
          ],
          admin: { width: "60%" },
        },
      ],
    },
    {
      name: "note",
      type: "textarea",
      label: "What was done, or why no one was on site",
      required: true,
      validate: lengthBetween({ min: 10, max: 3000 }, "The note"),
      admin: {
        description:
          'Plain words for the homeowner: e.g. "Tile set on the shower walls; grout tomorrow." or "The inspector moved the visit to Thursday."',
      },
    },
    {
      name: "photos",
      type: "upload",
      relationTo: "job-photos",
      hasMany: true,
      maxRows: 30,
      label: "Photos",
      filterOptions: photosOfTheJob,
      admin: {
        description:
          "Several at once from the phone's camera roll. Only this job's homeowner and staff can see them.",
      },
    },
    {
      name: "author",
      type: "relationship",
      relationTo: "users",
      label: "Posted by",
      ...keptByServer,
      admin: { position: "sidebar", readOnly: true },
    },
  ],
};

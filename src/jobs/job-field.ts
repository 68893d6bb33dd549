import type { RelationshipField } from "payload";

/** The job a daily update or a message belongs to: who may read it follows from it. */
export const jobField: RelationshipField = {
  name: "job",
  type: "relationship",
  relationTo: "jobs",
  label: "Job",
  required: true,
  index: true,
};

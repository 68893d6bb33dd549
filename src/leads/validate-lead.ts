import { cityNames } from "@/business";
import { leadSchemaWith, leadValidator } from "./schema";

/** The server's check of a project request (and the tests'), against the service areas' cities. */
export const validateLead = leadValidator(cityNames);
export const leadSchema = leadSchemaWith(cityNames);

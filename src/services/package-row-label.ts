import { rowLabel } from "@/lib/cms/row-label";

/** A package's row reads as its name ("Essential Kitchen"); a feature's as the feature. */
export const packageRowLabel = rowLabel("{name}", "Package").RowLabel;
export const featureRowLabel = rowLabel("{text}", "Feature").RowLabel;

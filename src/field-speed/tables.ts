import { integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * Real visitors' Core Web Vitals, a day's histogram per kind of page and metric: views per
 * bucket (metrics.ts). Kinds, metrics and buckets are fixed sets, so a day is at most
 * 8 × 3 × 41 rows whatever is sent, and no row says who viewed what.
 */
export const vitalsDays = sqliteTable(
  "vitals_days",
  {
    day: text("day").notNull(),
    template: text("template").notNull(),
    metric: text("metric").notNull(),
    bucket: integer("bucket").notNull(),
    count: integer("count").notNull(),
  },
  (table) => [
    primaryKey({
      name: "vitals_days_pk",
      columns: [table.day, table.template, table.metric, table.bucket],
    }),
  ],
);

export const fieldSpeedTables = { vitals_days: vitalsDays };

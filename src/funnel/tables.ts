import { integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * First visits and form starts, counted per Dallas day, channel, source and landing page: plain
 * counters, with no address, no cookie and no row per visitor, so a day is at most a bounded
 * number of rows whatever is sent (store.ts folds the overflow into one "other" row per step).
 */
export const funnelCounts = sqliteTable(
  "funnel_counts",
  {
    day: text("day").notNull(),
    step: text("step").$type<"visit" | "form_start">().notNull(),
    channel: text("channel").notNull(),
    source: text("source").notNull(),
    landing: text("landing").notNull(),
    count: integer("count").notNull(),
  },
  (table) => [
    primaryKey({
      name: "funnel_counts_pk",
      columns: [table.day, table.step, table.channel, table.source, table.landing],
    }),
  ],
);

/** What the owner paid each source in a month (`YYYY-MM`), entered in the admin. */
export const funnelSpend = sqliteTable(
  "funnel_spend",
  {
    month: text("month").notNull(),
    channel: text("channel").notNull(),
    source: text("source").notNull(),
    cents: integer("cents").notNull(),
    updatedAt: text("updated_at").notNull(),
  },
  (table) => [
    primaryKey({ name: "funnel_spend_pk", columns: [table.month, table.channel, table.source] }),
  ],
);

export const funnelTables = { funnel_counts: funnelCounts, funnel_spend: funnelSpend };

import type { LeadFilter } from "@/lib/db/queries";
import { leadOptions } from "@/lib/leads/options";
import { isLeadStatus, type LeadStatus } from "./lead-status";
import { dallasDayStartUtc } from "./time";

export type SearchParams = Record<string, string | string[] | undefined>;

/** What the inbox's URL can ask for; the export link carries the same query. */
export type InboxFilter = {
  status?: LeadStatus;
  city?: string;
  serviceType?: string;
  /** Dallas calendar days, YYYY-MM-DD, both inclusive. */
  from?: string;
  to?: string;
  q?: string;
};

export const INBOX_PAGE_SIZE = 25;
const MAX_SEARCH_LENGTH = 100;

const single = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value)?.trim() || undefined;

const oneOf = (value: string | undefined, allowed: readonly string[]) =>
  value !== undefined && allowed.includes(value) ? value : undefined;

function calendarDay(value: string | undefined): string | undefined {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  return new Date(`${value}T00:00:00Z`).toISOString().startsWith(value) ? value : undefined;
}

/** Anything the inbox does not offer (a made-up status, a malformed date) is ignored. */
export function parseInboxFilter(params: SearchParams): InboxFilter {
  const status = single(params.status);
  const filter: InboxFilter = {
    status: isLeadStatus(status) ? status : undefined,
    city: oneOf(single(params.city), leadOptions.cities),
    serviceType: oneOf(single(params.service), leadOptions.serviceTypes),
    from: calendarDay(single(params.from)),
    to: calendarDay(single(params.to)),
    q: single(params.q)?.slice(0, MAX_SEARCH_LENGTH),
  };
  return Object.fromEntries(
    Object.entries(filter).filter(([, value]) => value !== undefined),
  ) as InboxFilter;
}

/** How many pages `total` leads fill; an empty inbox still has its one page. */
export function pageCountFor(total: number): number {
  return Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE));
}

/** The leads the filter matches, from the per-status counts under the rest of the filter. */
export function matchingTotal(filter: InboxFilter, counts: Record<string, number>): number {
  if (filter.status) return counts[filter.status] ?? 0;
  return Object.values(counts).reduce((sum, count) => sum + count, 0);
}

/**
 * The page to show, from 1 to `pageCount`. Only plain digits are a page number (`1e300`, `-1`,
 * `2.5` and `0x2` are page 1), and a page past the end is the last one: whatever the URL says,
 * the database is asked for an offset it can take.
 */
export function parsePage(params: SearchParams, pageCount: number): number {
  const text = single(params.page);
  if (!text || !/^\d+$/.test(text)) return 1;
  return Math.max(1, Math.min(Number(text), pageCount));
}

/** "?status=new&page=2" for links that keep the current filter; "" when nothing is set. */
export function inboxQuery(filter: InboxFilter, page = 1): string {
  const query = new URLSearchParams();
  if (filter.q) query.set("q", filter.q);
  if (filter.status) query.set("status", filter.status);
  if (filter.city) query.set("city", filter.city);
  if (filter.serviceType) query.set("service", filter.serviceType);
  if (filter.from) query.set("from", filter.from);
  if (filter.to) query.set("to", filter.to);
  if (page > 1) query.set("page", String(page));
  const text = query.toString();
  return text ? `?${text}` : "";
}

/** The database's view of the filter: Dallas days become UTC bounds. */
export function toLeadFilter(filter: InboxFilter): LeadFilter {
  return {
    status: filter.status,
    city: filter.city,
    serviceType: filter.serviceType,
    createdFrom: filter.from ? dallasDayStartUtc(filter.from) : undefined,
    createdBefore: filter.to ? dallasDayStartUtc(filter.to, 1) : undefined,
    search: filter.q,
  };
}

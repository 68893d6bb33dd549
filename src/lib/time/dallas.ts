/** The business runs on Dallas time: the admin shows it, and date filters mean Dallas days. */
const TIME_ZONE = "America/Chicago";

const readable = new Intl.DateTimeFormat("en-US", {
  timeZone: TIME_ZONE,
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
});

const sortable = new Intl.DateTimeFormat("en-CA", {
  timeZone: TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

const offsetName = new Intl.DateTimeFormat("en-US", {
  timeZone: TIME_ZONE,
  timeZoneName: "longOffset",
});

/** "Nov 20, 2026, 4:00 AM CST" */
export function dallasDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : readable.format(date);
}

/** "2026-11-20 04:00", which spreadsheets sort and read as a date. */
export function dallasStamp(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : sortable.format(date).replace(", ", " ");
}

/** Dallas's offset from UTC in minutes at an instant, e.g. -360 (CST) or -300 (CDT). */
function offsetMinutes(at: Date): number {
  const name = offsetName.formatToParts(at).find((part) => part.type === "timeZoneName")?.value;
  const match = name?.match(/GMT([+-])(\d{2}):(\d{2})/);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === "-" ? -minutes : minutes;
}

/**
 * The UTC instant at which a Dallas calendar day (YYYY-MM-DD) starts; `addDays` moves the day,
 * so the end of a range is the start of the following day. Clocks change at 2 AM, so the offset
 * at 6 AM UTC (midnight or 1 AM in Dallas) is the one in force at midnight.
 */
export function dallasDayStartUtc(day: string, addDays = 0): string {
  const [year = 0, month = 1, date = 1] = day.split("-").map(Number);
  const midnightUtc = Date.UTC(year, month - 1, date + addDays);
  const offset = offsetMinutes(new Date(midnightUtc + 6 * 60 * 60_000));
  return new Date(midnightUtc - offset * 60_000).toISOString();
}

const calendarDay = new Intl.DateTimeFormat("en-CA", {
  timeZone: TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The Dallas calendar day (YYYY-MM-DD) an instant falls on. */
export const dallasDay = (at: Date): string => calendarDay.format(at);

/** The calendar day after a YYYY-MM-DD day. */
export function nextDay(day: string): string {
  const [year = 0, month = 1, date = 1] = day.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
}

/**
 * The UTC instant (ms) of a Dallas wall-clock time ("07:00") on a Dallas day. The offset is
 * looked up at the instant itself, so a time after the 2 AM change uses the new offset.
 */
export function dallasInstant(day: string, time: string): number {
  const [year = 0, month = 1, date = 1] = day.split("-").map(Number);
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const wall = Date.UTC(year, month - 1, date, hours, minutes);
  const guess = wall - offsetMinutes(new Date(wall)) * 60_000;
  return wall - offsetMinutes(new Date(guess)) * 60_000;
}

const dayWords = new Intl.DateTimeFormat("en-US", {
  timeZone: "UTC",
  weekday: "long",
  month: "long",
  day: "numeric",
});

/** "Tuesday, December 1" for a YYYY-MM-DD day. */
export function dayInWords(day: string): string {
  return dayWords.format(new Date(`${day}T12:00:00Z`));
}

const timeWords = new Intl.DateTimeFormat("en-US", {
  timeZone: TIME_ZONE,
  hour: "numeric",
  minute: "2-digit",
});

/** "10:30 AM", Dallas time. */
export const dallasTime = (at: Date): string => timeWords.format(at);

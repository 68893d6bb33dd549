/**
 * When each page took effect and when its words last changed, for both editions. The spec's
 * January 1, 2024 is the first version's date; the privacy policy promises to move "last
 * updated" whenever it changes: it changed when it began naming each cookie it sets, and when it
 * began saying what the daily visit counts hold.
 */
export const legalDates = {
  "privacy-policy": { effectiveDate: "2024-01-01", lastUpdated: "2026-12-06" },
  "terms-of-service": { effectiveDate: "2024-01-01", lastUpdated: "2024-01-01" },
} as const;

import { transformWhereQuery, validateWhereQuery } from "payload/shared";
import { describe, expect, it } from "vitest";
import { leadWhere, readLeadQuery } from "./lead-query";

describe("leadWhere", () => {
  it("asks for every chosen filter, Dallas days as UTC bounds", () => {
    expect(
      leadWhere({
        status: "won",
        city: "Plano",
        service: "Tiny Home",
        language: "es",
        from: "2024-03-11",
        to: "2024-03-12",
      }),
    ).toEqual({
      and: [
        {
          and: [
            { status: { equals: "won" } },
            { city: { equals: "Plano" } },
            { serviceTypes: { equals: "Tiny Home" } },
            { language: { equals: "es" } },
            { createdAt: { greater_than_equal: "2024-03-11T05:00:00.000Z" } },
            { createdAt: { less_than: "2024-03-13T05:00:00.000Z" } },
          ],
        },
      ],
    });
  });

  it("is not a query Payload's own filter panel takes as its conditions (it would rewrite them)", () => {
    for (const query of [{ service: "Tiny Home" }, { city: "Plano" }, { status: "won" as const }]) {
      const where = leadWhere(query);
      expect(validateWhereQuery(where!)).toBe(false);
      expect(validateWhereQuery(transformWhereQuery(where!))).toBe(false);
    }
    // What the panel does take, for contrast: the same condition one level up.
    expect(validateWhereQuery(transformWhereQuery({ and: [{ city: { equals: "Plano" } }] }))).toBe(
      true,
    );
  });

  it("ignores a malformed day and asks nothing when nothing is chosen", () => {
    expect(leadWhere({ from: "2024-02-30", to: "yesterday" })).toBeUndefined();
    expect(leadWhere({})).toBeUndefined();
  });
});

describe("readLeadQuery", () => {
  it("reads back what leadWhere wrote, across the change to daylight time", () => {
    const query = {
      status: "spam",
      city: "Allen",
      service: "Kitchen Remodel",
      language: "es",
      from: "2024-03-09",
      to: "2024-03-10",
    } as const;
    expect(readLeadQuery(leadWhere(query))).toEqual(query);
  });

  it("ignores values the filters do not offer", () => {
    expect(
      readLeadQuery({
        and: [
          { status: { equals: "archived" } },
          { city: { equals: "Austin" } },
          { language: { equals: "fr" } },
        ],
      }),
    ).toEqual({});
    expect(readLeadQuery(undefined)).toEqual({});
  });
});

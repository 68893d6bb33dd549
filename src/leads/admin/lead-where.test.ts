import type { Where } from "payload";
import { describe, expect, it } from "vitest";
import { phoneDigitsOf } from "@/leads/phone-digits";
import { leadListWhere } from "./lead-query";

describe("phoneDigitsOf", () => {
  it.each([
    ["(214) 555-0142", "2145550142"],
    ["214.555.0142", "2145550142"],
    ["+1 214 555 0142", "2145550142"],
    ["555-01", "55501"],
    ["Ann", ""],
  ])("%s gives %s", (typed, digits) => expect(phoneDigitsOf(typed)).toBe(digits));
});

describe("leadListWhere", () => {
  const search = (term: string): Where => ({
    and: [
      { status: { equals: "new" } },
      {
        or: [
          { fullName: { like: term } },
          { email: { like: term } },
          { phoneDigits: { like: term } },
        ],
      },
    ],
  });

  it("compares the phone clause on digits", () => {
    expect(leadListWhere(search("(972) 555.0142"))).toEqual({
      and: [
        { status: { equals: "new" } },
        {
          or: [
            { fullName: { like: "(972) 555.0142" } },
            { email: { like: "(972) 555.0142" } },
            { phoneDigits: { like: "9725550142" } },
          ],
        },
      ],
    });
  });

  it("drops the phone clause when the term has too few digits, keeping the others", () => {
    expect(leadListWhere(search("Ann 12"))).toEqual({
      and: [
        { status: { equals: "new" } },
        { or: [{ fullName: { like: "Ann 12" } }, { email: { like: "Ann 12" } }] },
      ],
    });
  });

  it("leaves a query without a phone clause as it is", () => {
    const where = { city: { equals: "Plano" } };
    expect(leadListWhere(where)).toEqual(where);
    expect(leadListWhere(undefined)).toBeUndefined();
  });

  it("asks whether the services asked for include the one chosen", () => {
    expect(leadListWhere({ and: [{ serviceTypes: { equals: "Tiny Home" } }] })).toEqual({
      and: [{ serviceTypes: { contains: '"Tiny Home"' } }],
    });
  });
});

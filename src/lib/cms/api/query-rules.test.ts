import { parse } from "qs-esm";
import { describe, expect, it } from "vitest";
import {
  MAX_CONDITIONS,
  MAX_LIST,
  prototypeKeyIn,
  queryProblem,
  resolvePath,
  type QueryField,
  type QueryScope,
} from "./query-rules";

const media: QueryField[] = [
  { name: "alt", type: "text" },
  { name: "filename", type: "text" },
  {
    name: "sizes",
    type: "group",
    flattenedFields: [
      { name: "w480", type: "group", flattenedFields: [{ name: "width", type: "number" }] },
    ],
  },
];
const posts: QueryField[] = [
  { name: "title", type: "text" },
  { name: "date", type: "date" },
  { name: "featured", type: "checkbox" },
  { name: "hero", type: "upload", relationTo: "media" },
  { name: "readingMinutes", type: "number" },
  { name: "extra", type: "json" },
  { name: "where", type: "point" },
  { name: "cta", type: "group", flattenedFields: [{ name: "label", type: "text" }] },
  { name: "createdAt", type: "date" },
];
const scope: QueryScope = {
  fields: posts,
  fieldsOf: (slug) => (slug === "media" ? media : undefined),
  idType: "number",
};

/** The engine's own reading of a query string (createPayloadRequest). */
const problem = (search: string) =>
  queryProblem(parse(search, { arrayLimit: 1000, depth: 10, ignoreQueryPrefix: true }), {
    scope,
    maxDepth: 10,
  });

describe("queryProblem", () => {
  it("lets the queries the admin and the site send through", () => {
    for (const search of [
      "",
      "?limit=10&page=2&depth=0&sort=-createdAt",
      "?limit=0&pagination=false",
      "?sort=title,-date",
      "?where[title][like]=kitchen",
      "?where[date][greater_than]=2025-01-01T00:00:00.000Z",
      "?where[date][less_than_equal]=2025-03-01",
      "?where[readingMinutes][greater_than]=4.5",
      "?where[id][in][0]=1&where[id][in][1]=2",
      "?where[id][not_in]=3,4",
      "?where[hero][equals]=7",
      "?where[hero.alt][like]=patio",
      "?where[hero__sizes__w480__width][greater_than]=100",
      "?where[cta.label][equals]=Call",
      "?where[extra.anything][equals]=x",
      "?where[title][exists]=false",
      "?where[date][equals]=null",
      "?where[or][0][and][0][title][like]=a&where[or][0][and][1][featured][equals]=true",
      "?where[where][near]=-96.8,32.7,1000",
      `?where=${encodeURIComponent(JSON.stringify({ title: { equals: "x" } }))}`,
    ])
      expect(problem(search), search).toBeNull();
  });

  it("refuses limit, page and depth that are not small whole numbers", () => {
    for (const search of [
      "?limit=99999999999999999999",
      "?limit=-1",
      "?limit=1.5",
      "?limit=1e3",
      "?limit=abc",
      "?limit[]=5",
      "?page=0",
      "?page=1e300",
      "?page=-2",
      "?depth=11",
      "?depth=-1",
    ])
      expect(problem(search), search).toMatch(/must be a whole number/);
  });

  it("refuses a sort on no field, or with odd characters", () => {
    expect(problem("?sort=nope")).toMatch(/cannot be sorted by "nope"/);
    expect(problem("?sort=ti'tle")).toMatch(/field names/);
    expect(problem("?sort=--title")).toMatch(/field names/);
    expect(problem("?sort=cta")).toMatch(/cannot be sorted/);
    expect(problem("?sort[a]=title")).toMatch(/field names separated/);
  });

  it("refuses values the database cannot compare with the field", () => {
    expect(problem("?where[date][greater_than]=x")).toMatch(/takes a date/);
    expect(problem("?where[date][in]=2025-01-01,x")).toMatch(/takes a date/);
    expect(problem("?where[readingMinutes][less_than]=many")).toMatch(/takes a number/);
    expect(problem("?where[id][in]=a,b")).toMatch(/takes an id/);
    expect(problem("?where[hero][equals]=1; drop")).toMatch(/takes an id/);
    expect(problem("?where[title][near]=1,2")).toMatch(/map points/);
    expect(problem("?where[title][within][type]=Polygon")).toMatch(/map points/);
    expect(problem("?where[title][equals][a]=1")).toMatch(/one value at a time/);
    expect(problem("?where[title][exists]=maybe")).toMatch(/true or false/);
  });

  it("refuses unknown fields and operators, and a where of the wrong shape", () => {
    expect(problem("?where[nope][equals]=1")).toMatch(/cannot be queried: nope/);
    expect(problem("?where[title.bogus][equals]=1")).toMatch(/cannot be queried/);
    expect(problem("?where[title][bogus]=1")).toMatch(/cannot be queried: title.bogus/);
    expect(problem("?where[title]=1")).toMatch(/an operator and a value/);
    expect(problem("?where[and]=1")).toMatch(/list of conditions/);
    expect(problem("?where[0][title][equals]=1")).toMatch(/not a list/);
    expect(problem("?where=%7Bbad")).toMatch(/not valid JSON/);
    expect(problem(`?where=${encodeURIComponent("[1,2]")}`)).toMatch(/not a list/);
  });

  it("refuses absurd sizes and depths", () => {
    const many = Array.from({ length: MAX_LIST + 1 }, (_, i) => i).join(",");
    expect(problem(`?where[id][in]=${many}`)).toMatch(/at most 500 values/);
    // Past the parser's own limit of 1000 entries a list becomes an object.
    const huge = Array.from({ length: 1001 }, (_, i) => `where[id][in][${i}]=${i}`).join("&");
    expect(problem(`?${huge}`)).toMatch(/list of values|at most/);
    let nested: object = { title: { equals: "x" } };
    for (let i = 0; i < 10; i++) nested = { and: [nested] };
    expect(problem(`?where=${encodeURIComponent(JSON.stringify(nested))}`)).toMatch(/deep/);
    const wide = {
      or: Array.from({ length: MAX_CONDITIONS + 1 }, () => ({ title: { equals: "a" } })),
    };
    expect(problem(`?where=${encodeURIComponent(JSON.stringify(wide))}`)).toMatch(/at most 100/);
  });

  it("refuses prototype keys, which the parser would drop without a word", () => {
    expect(prototypeKeyIn("?where[constructor][equals]=1")).toMatch(/constructor/);
    expect(prototypeKeyIn("?where[__proto__][equals]=1")).toMatch(/__proto__/);
    expect(prototypeKeyIn("?where[title][prototype]=1")).toMatch(/prototype/);
    expect(prototypeKeyIn("?where[title][equals]=constructor")).toBeNull();
    const json = '{"__proto__":{"equals":1}}';
    expect(problem(`?where=${encodeURIComponent(json)}`)).toMatch(/__proto__/);
  });

  it("checks only the shape of values where the address names no collection", () => {
    const loose = (search: string) =>
      queryProblem(parse(search, { ignoreQueryPrefix: true }), { scope: undefined, maxDepth: 10 });
    expect(loose("?where[anything][equals]=1&sort=whatever")).toBeNull();
    expect(loose("?limit=-1")).toMatch(/whole number/);
    expect(loose("?where[a][bogus]=1")).toMatch(/cannot be queried/);
  });
});

describe("resolvePath", () => {
  it("follows groups and single relationships, and leaves JSON contents to the engine", () => {
    expect(resolvePath("hero.sizes.w480.width", scope)).toMatchObject({
      kind: "field",
      field: { type: "number" },
    });
    expect(resolvePath("hero.id", scope)).toEqual({ kind: "id" });
    expect(resolvePath("extra.a.b", scope)).toEqual({ kind: "open" });
    expect(resolvePath("title.more", scope)).toBeNull();
  });
});

import type { Field } from "payload";
import { describe, expect, it } from "vitest";
import { settleRowIds } from "./row-ids";

const fields: Field[] = [
  { name: "status", type: "text" },
  {
    name: "notes",
    type: "array",
    label: "Internal notes",
    fields: [
      { name: "body", type: "textarea" },
      {
        type: "row",
        fields: [{ name: "features", type: "array", fields: [{ name: "text", type: "text" }] }],
      },
    ],
  },
  {
    name: "consultation",
    type: "group",
    fields: [{ name: "steps", type: "array", fields: [{ name: "text", type: "text" }] }],
  },
  {
    type: "tabs",
    tabs: [
      {
        name: "extra",
        fields: [{ name: "rows", type: "array", fields: [{ name: "x", type: "text" }] }],
      },
    ],
  },
];

const original = {
  notes: [
    { id: "a1", body: "first", features: [{ id: "f1", text: "one" }] },
    { id: "a2", body: "second" },
  ],
  extra: { rows: [{ id: "r1", x: "kept" }] },
};

describe("settleRowIds", () => {
  it("keeps the ids of the document's own rows, once each", () => {
    const data = {
      notes: [
        { id: "a2", body: "second" },
        { id: "a1", body: "edited" },
      ],
    };
    const { data: settled, problem } = settleRowIds(fields, data, original);
    expect(problem).toBeNull();
    expect(settled.notes).toEqual(data.notes);
  });

  it("refuses two rows with one id, naming the field and the row", () => {
    const data = {
      status: "won",
      notes: [
        { id: "a1", body: "x" },
        { id: "a1", body: "y" },
      ],
    };
    expect(settleRowIds(fields, data, original).problem).toEqual({
      path: "notes.1",
      label: "Internal notes",
      id: "a1",
    });
  });

  it("gives a row the document does not have (another's id, or none) a fresh id", () => {
    const data = { notes: [{ id: "someone-elses", body: "x" }, { body: "y" }] };
    const { data: settled, problem } = settleRowIds(fields, data, original);
    expect(problem).toBeNull();
    const ids = (settled.notes as { id: string }[]).map((row) => row.id);
    expect(ids[0]).toMatch(/^[0-9a-f]{24}$/);
    expect(ids[1]).toMatch(/^[0-9a-f]{24}$/);
    expect(ids[0]).not.toBe(ids[1]);
  });

  it("settles nested rows against the kept row's own, inside rows and named tabs", () => {
    const data = {
      notes: [{ id: "a1", features: [{ id: "f1" }, { id: "a2" }] }],
      extra: { rows: [{ id: "r1" }, { id: "r1" }] },
    };
    const { data: settled, problem } = settleRowIds(fields, data, original);
    expect(problem).toEqual({ path: "extra.rows.1", label: "rows", id: "r1" });
    const features = (settled.notes as { features: { id: string }[] }[])[0]!.features;
    expect(features[0]!.id).toBe("f1");
    // f1's sibling named another row of the document, not of this note: a new row.
    expect(features[1]!.id).not.toBe("a2");
  });

  it("settles the rows of a named group against the group's own", () => {
    const withGroup = { ...original, consultation: { steps: [{ id: "s1", text: "Call" }] } };
    const data = { consultation: { steps: [{ id: "s1" }, { id: "s1" }] } };
    expect(settleRowIds(fields, data, withGroup).problem).toEqual({
      path: "consultation.steps.1",
      label: "steps",
      id: "s1",
    });
  });

  it("leaves data without rows untouched", () => {
    const data = { status: "won" };
    expect(settleRowIds(fields, data, original).data).toBe(data);
  });
});

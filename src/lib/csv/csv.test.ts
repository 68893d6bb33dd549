import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseCsv } from "../../../tests/support/csv-reader";
import { csvField, neutraliseFormula, toCsv } from "./csv";

describe("CSV fields", () => {
  it("leaves plain text alone and writes nothing for empty values", () => {
    expect(csvField("Maria Lopez")).toBe("Maria Lopez");
    expect(csvField(42)).toBe("42");
    expect(csvField(null)).toBe("");
    expect(csvField(undefined)).toBe("");
  });

  it("quotes commas, quotes and line breaks, doubling inner quotes (RFC 4180)", () => {
    expect(csvField("Plano, TX")).toBe('"Plano, TX"');
    expect(csvField('the "big" kitchen')).toBe('"the ""big"" kitchen"');
    expect(csvField("line one\nline two")).toBe('"line one\nline two"');
    expect(csvField("a\r\nb")).toBe('"a\r\nb"');
  });

  it("neutralises every formula start: = + - @ tab, carriage return and line feed", () => {
    for (const start of ["=", "+", "-", "@", "\t", "\r", "\n"])
      expect(neutraliseFormula(`${start}1+1`)).toBe(`'${start}1+1`);
    expect(neutraliseFormula("1+1")).toBe("1+1");
    expect(neutraliseFormula("a=b")).toBe("a=b");
  });

  it('turns =HYPERLINK("x") into quoted text that starts with an apostrophe', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField("=1+1,2")).toBe(`"'=1+1,2"`);
    expect(csvField("-5")).toBe("'-5");
  });

  it("a cell that starts with a line break is text too, still quoted", () => {
    expect(neutraliseFormula("\n=1+1")).toBe("'\n=1+1");
    expect(csvField('\n=HYPERLINK("x")')).toBe(`"'\n=HYPERLINK(""x"")"`);
    expect(csvField("\r\n@SUM(A1)")).toBe(`"'\r\n@SUM(A1)"`);
    expect(parseCsv(toCsv([["\n-2+3", "ok"]], { bom: false }))).toEqual([["'\n-2+3", "ok"]]);
  });

  it("round-trips any text, and no read-back cell starts a formula", () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string({ unit: "binary-ascii" }), { minLength: 1, maxLength: 4 }), {
          minLength: 1,
        }),
        (rows) => {
          const parsed = parseCsv(toCsv(rows, { bom: false }));
          expect(parsed).toHaveLength(rows.length);
          parsed.forEach((row, r) =>
            row.forEach((cell, c) => {
              expect(cell).toBe(neutraliseFormula(rows[r]?.[c] ?? ""));
              expect(cell).not.toMatch(/^[=+\-@\t\r\n]/);
            }),
          );
        },
      ),
    );
  });
});

describe("CSV files", () => {
  it("starts with a byte order mark, separates rows with CRLF and ends with one", () => {
    const csv = toCsv([
      ["Name", "City"],
      ["José", "Dallas"],
    ]);
    expect(csv).toBe("\uFEFFName,City\r\nJosé,Dallas\r\n");
    expect(toCsv([["a"]], { bom: false })).toBe("a\r\n");
  });
});

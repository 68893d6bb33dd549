import { describe, expect, it } from "vitest";
import { readSource, sourceFilesUnder } from "./source-files";

/**
 * A concept's door re-exports its whole public surface; in a browser bundle that brings every
 * module behind it (the contact page grew by 39 KB gzipped when its thank-you took telHref from
 * the business door). So a client component takes only types from a door: what it needs comes as
 * props, or from src/lib.
 */
const doorValueImport = /^import\s+(?!type\b)[^;]*?from\s+"@\/[a-z-]+(?:\/(?:ui|server))?";/gm;

const platform = new Set(["lib", "components", "app", "start-up"]);

function doorValuesImported(text: string): string[] {
  return [...text.matchAll(doorValueImport)]
    .map((match) => match[0])
    .filter((statement) => {
      const concept = /from\s+"@\/([a-z-]+)/.exec(statement)![1]!;
      return !platform.has(concept) && !/^import\s+\{\s*(type\s+[\w]+\s*,?\s*)+\}/.test(statement);
    });
}

describe("client components and concept doors", () => {
  it("tell a value taken from a door from a type, a deep path or the platform", () => {
    expect(doorValuesImported('import { telHref } from "@/business";')).toHaveLength(1);
    expect(doorValuesImported('import { ProjectCard } from "@/projects/ui";')).toHaveLength(1);
    expect(doorValuesImported('import type { ErrorWords } from "@/site";')).toHaveLength(0);
    expect(doorValuesImported('import { type ErrorWords } from "@/site";')).toHaveLength(0);
    expect(doorValuesImported('import { telHref } from "@/lib/routing/phone-number";')).toEqual([]);
    expect(doorValuesImported('import { Button } from "@/components/ui/button";')).toEqual([]);
  });

  it("take no value from a concept's door", () => {
    const clientFiles = sourceFilesUnder("src").filter((file) =>
      /^["']use client["'];?\s*$/m.test(readSource(file)),
    );
    expect(clientFiles.length).toBeGreaterThan(10);
    const offenders = clientFiles.flatMap((file) =>
      doorValuesImported(readSource(file)).map((statement) => `${file}: ${statement}`),
    );
    expect(offenders).toEqual([]);
  });
});

import { expect, test } from "@playwright/test";
import { HtmlValidate, type Message } from "html-validate";
import { notFoundPaths } from "./support/not-found-paths";
import { routePaths, spanishRoutePaths } from "./support/routes";

/**
 * html-validate's recommended rules over the server HTML, minus the rules about markup style
 * (how React writes attributes and void elements, inline styles, typographic spaces in phone
 * numbers), which say nothing about whether the document is valid or accessible.
 */
const validator = new HtmlValidate({
  extends: ["html-validate:recommended"],
  rules: {
    "attr-case": "off",
    "attribute-boolean-style": "off",
    "attribute-empty-style": "off",
    "no-inline-style": "off",
    "tel-non-breaking": "off",
    "void-style": "off",
    // React's generated ids (e.g. "_R_9lb_") are valid HTML ids; the strict form is a CSS habit.
    "valid-id": ["error", { relaxed: true }],
    // Checkboxes of one group share a name, as HTML intends.
    "form-dup-name": ["error", { shared: ["radio", "checkbox", "button", "reset", "submit"] }],
  },
});

const describe = (message: Message) =>
  `${message.ruleId} (line ${message.line}): ${message.message}`;

for (const path of [...routePaths, ...spanishRoutePaths, notFoundPaths[0]]) {
  test(`the server HTML of ${path} passes html-validate`, async ({ request }) => {
    const html = await (await request.get(path)).text();
    const report = await validator.validateString(html, path);
    expect(report.results.flatMap((result) => result.messages.map(describe))).toEqual([]);
  });
}

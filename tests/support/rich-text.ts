/** An article's text as the admin's editor stores it: one paragraph of plain words. */
export const oneParagraph = (text: string) => ({
  root: {
    type: "root",
    version: 1,
    direction: null,
    format: "",
    indent: 0,
    children: [
      {
        type: "paragraph",
        version: 1,
        direction: null,
        format: "",
        indent: 0,
        textFormat: 0,
        children: [
          { type: "text", version: 1, text, format: 0, detail: 0, mode: "normal", style: "" },
        ],
      },
    ],
  },
});

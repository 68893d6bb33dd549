import { extractText, getDocumentProxy } from "unpdf";

/** A PDF's text, as a reader copies it: every run of spaces and line breaks as one space. */
export async function pdfText(pdf: Uint8Array | ArrayBuffer) {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), {
    mergePages: true,
  });
  return text.replace(/\s+/g, " ");
}

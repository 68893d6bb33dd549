import "server-only";
import PDFDocument from "pdfkit";

/**
 * A printed document the site hands out (a signed estimate, later a change order): US Letter,
 * the standard Helvetica faces (their WinAnsi encoding has every Spanish letter, so no font file
 * is embedded or shipped), and the few shapes these documents are made of: headings, paragraphs,
 * rows with an amount on the right, and a footer on every page.
 */
const MARGIN = 54;
const BODY = 10;
const INK = "#0f172a";
const MUTED = "#475569";
const RULE = "#cbd5e1";
const REGULAR = "Helvetica";
const BOLD = "Helvetica-Bold";
/** For a value read character by character, such as a hash: every glyph 0.6 em wide. */
const MONO = "Courier";
/** The width kept for an amount at the right of a row. */
const AMOUNT_WIDTH = 110;

export type PdfInfo = { title: string; author: string; subject: string; createdAt: Date };

type TextOptions = { size?: number; bold?: boolean; muted?: boolean; gap?: number };

export class PdfWriter {
  private readonly doc: PDFKit.PDFDocument;
  private readonly width: number;

  constructor(info: PdfInfo, language: string) {
    // A fixed creation date makes the same record print to the same bytes every time.
    this.doc = new PDFDocument({
      size: "LETTER",
      margin: MARGIN,
      bufferPages: true,
      lang: language,
      displayTitle: true,
      info: {
        Title: info.title,
        Author: info.author,
        Subject: info.subject,
        CreationDate: info.createdAt,
        ModDate: info.createdAt,
      },
    });
    this.width = this.doc.page.width - 2 * MARGIN;
    this.doc.font(REGULAR).fontSize(BODY).fillColor(INK);
  }

  private style({ size = BODY, bold = false, muted = false }: TextOptions) {
    return this.doc
      .font(bold ? BOLD : REGULAR)
      .fontSize(size)
      .fillColor(muted ? MUTED : INK);
  }

  /** Starts a new page when fewer than `height` points are left on this one. */
  keep(height: number) {
    const bottom = this.doc.page.height - MARGIN;
    if (this.doc.y + height > bottom) this.doc.addPage();
  }

  newPage() {
    this.doc.addPage();
  }

  heading(text: string, size = 13) {
    this.keep(size * 4);
    this.doc.moveDown(0.8);
    this.style({ size, bold: true }).text(text, MARGIN, this.doc.y, { width: this.width });
    this.doc.moveDown(0.3);
  }

  paragraph(text: string, options: TextOptions = {}) {
    this.style(options);
    this.keep(this.doc.heightOfString(text, { width: this.width }) + 4);
    this.doc.text(text, MARGIN, this.doc.y, { width: this.width });
    this.doc.moveDown(options.gap ?? 0.4);
  }

  bullets(texts: readonly string[]) {
    for (const text of texts) {
      this.style({});
      const width = this.width - 12;
      this.keep(this.doc.heightOfString(text, { width }) + 2);
      const top = this.doc.y;
      this.doc.text("•", MARGIN, top, { width: 10 });
      this.doc.text(text, MARGIN + 12, top, { width });
      this.doc.moveDown(0.2);
    }
  }

  /**
   * A line of the document: words on the left (a bold first line, then smaller muted lines under
   * it) and an amount on the right, kept on one page.
   */
  row(title: string, amount: string, under: readonly string[] = [], options: TextOptions = {}) {
    const width = this.width - AMOUNT_WIDTH - 12;
    this.style({ ...options, bold: options.bold ?? true });
    let height = this.doc.heightOfString(title, { width });
    this.style({ size: BODY - 1, muted: true });
    for (const text of under) height += this.doc.heightOfString(text, { width });
    this.keep(height + 8);
    const top = this.doc.y + 3;
    // The words first, so the text reads (and is extracted) in order: title, amount, details.
    this.style({ ...options, bold: options.bold ?? true });
    this.doc.text(title, MARGIN, top, { width });
    const afterTitle = this.doc.y;
    this.doc.text(amount, MARGIN + this.width - AMOUNT_WIDTH, top, {
      width: AMOUNT_WIDTH,
      align: "right",
    });
    this.doc.y = afterTitle;
    this.style({ size: BODY - 1, muted: true });
    for (const text of under) this.doc.text(text, MARGIN, this.doc.y, { width });
    this.doc.y += 3;
    this.rule();
  }

  /**
   * A label and its value, for the certificate: the value may be long (a browser's name). A code
   * (a hash) is set in a fixed-width face small enough to stay on one line, so it reads and
   * copies whole.
   */
  field(label: string, value: string, { code = false } = {}) {
    const labelWidth = 150;
    const width = this.width - labelWidth - 8;
    const valueStyle = () =>
      code
        ? this.doc
            .font(MONO)
            .fontSize(Math.min(BODY, width / (value.length * 0.62)))
            .fillColor(INK)
        : this.style({});
    valueStyle();
    this.keep(this.doc.heightOfString(value, { width }) + 6);
    const top = this.doc.y;
    this.style({ bold: true }).text(label, MARGIN, top, { width: labelWidth });
    const afterLabel = this.doc.y;
    valueStyle().text(value, MARGIN + labelWidth + 8, top, { width });
    this.doc.y = Math.max(afterLabel, this.doc.y) + 4;
  }

  rule() {
    const y = this.doc.y;
    this.doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + this.width, y)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    this.doc.y = y + 1;
  }

  /** A space to sign or date by hand, with its caption under the line. */
  signatureLine(caption: string) {
    this.keep(40);
    this.doc.moveDown(1.6);
    this.rule();
    this.style({ size: BODY - 1, muted: true }).text(caption, MARGIN, this.doc.y + 2);
    this.doc.moveDown(0.4);
  }

  /** Writes the footer on every page, then the bytes. */
  async bytes(footer: (page: number, pages: number) => string): Promise<Buffer> {
    const { start, count } = this.doc.bufferedPageRange();
    for (let index = start; index < start + count; index += 1) {
      this.doc.switchToPage(index);
      // Writing below the bottom margin would start a page of its own.
      const bottom = this.doc.page.margins.bottom;
      this.doc.page.margins.bottom = 0;
      this.style({ size: 8, muted: true }).text(
        footer(index - start + 1, count),
        MARGIN,
        this.doc.page.height - MARGIN + 18,
        { width: this.width, align: "center", lineBreak: false },
      );
      this.doc.page.margins.bottom = bottom;
    }
    const chunks: Buffer[] = [];
    const ended = new Promise<Buffer>((resolve, reject) => {
      this.doc.on("data", (chunk: Buffer) => chunks.push(chunk));
      this.doc.on("end", () => resolve(Buffer.concat(chunks)));
      this.doc.on("error", reject);
    });
    this.doc.end();
    return ended;
  }
}

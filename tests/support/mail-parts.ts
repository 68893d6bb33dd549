import ical, { type VEvent } from "node-ical";

/** Quoted-printable to its UTF-8 text: escaped bytes back to bytes, soft line breaks joined. */
function fromQuotedPrintable(body: string): string {
  const bytes: number[] = [];
  const joined = body.replace(/=\r?\n/g, "");
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === "=" ? joined.slice(i + 1, i + 3) : "";
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i]!, "utf8"));
  }
  return Buffer.from(bytes).toString("utf8");
}

const decode = (body: string, encoding: string | undefined) =>
  encoding === "base64"
    ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")
    : encoding === "quoted-printable"
      ? fromQuotedPrintable(body)
      : body;

/** The body of a raw message's first part of a content type, decoded from its transfer encoding. */
export function partOf(raw: string, contentType: string): string | undefined {
  const at = raw.search(new RegExp(`^Content-Type: ${contentType.replace("/", "\\/")}`, "im"));
  if (at < 0) return undefined;
  const part = raw.slice(at);
  const gap = part.search(/\r?\n\r?\n/);
  const headers = part.slice(0, gap);
  const body =
    part
      .slice(gap)
      .trimStart()
      .split(/\r?\n--/)[0] ?? "";
  return decode(body, headers.match(/^Content-Transfer-Encoding:\s*(\S+)/im)?.[1]?.toLowerCase());
}

/** The events of a message's text/calendar part, as a calendar reads them. */
export function eventsOf(raw: string): VEvent[] {
  const calendar = partOf(raw, "text/calendar");
  if (!calendar) throw new Error("The message has no text/calendar part");
  return Object.values(ical.sync.parseICS(calendar)).filter(
    (component) => component?.type === "VEVENT",
  ) as VEvent[];
}

/** A header of a raw message as a mail client shows it: unfolded, its encoded words decoded. */
export function headerOf(raw: string, name: string): string | undefined {
  const head = raw.slice(0, raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, " ");
  const line = head
    .split(/\r?\n/)
    .find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  if (line === undefined) return undefined;
  return line
    .slice(name.length + 1)
    .trim()
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toLowerCase() === "b"
        ? Buffer.from(text, "base64").toString("utf8")
        : fromQuotedPrintable(text.replace(/_/g, " ")),
    );
}

/** The files attached to a raw message: each part with a filename, its bytes decoded. */
export function attachmentsOf(raw: string): { filename: string; type: string; content: Buffer }[] {
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map((m) => m[1]!);
  const parts = boundaries.flatMap((boundary) => raw.split(`--${boundary}`).slice(1));
  return parts.flatMap((part) => {
    const gap = part.search(/\r?\n\r?\n/);
    const headers = part.slice(0, gap).replace(/\r?\n[ \t]+/g, " ");
    const filename = /filename="?([^";\r\n]+)"?/i.exec(headers)?.[1];
    if (!filename || /boundary=/i.test(headers)) return [];
    const type = /^\s*Content-Type:\s*([^;\s]+)/im.exec(headers)?.[1] ?? "";
    const body = part.slice(gap).replace(/\s+/g, "");
    return [{ filename, type, content: Buffer.from(body, "base64") }];
  });
}

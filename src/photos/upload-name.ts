/**
 * Characters a file name never needs and a disguise uses: control characters, the bidi marks and
 * overrides that make `kitchen\u202Egnp.exe\u202D.png` read as another name, and zero-width ones
 * that make two names look alike. Payload's own cleaning leaves all but most control characters.
 */
const HIDDEN_CHARACTERS =
  /[\u0000-\u001F\u007F-\u009F\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g;

/** The upload's name as the admin stores and shows it; a name of nothing but these is "photo". */
export function cleanUploadName(name: string): string {
  return name.replace(HIDDEN_CHARACTERS, "").trim() || "photo";
}

/** A browser's name as a person says it, from its user-agent text. */
export function browserOf(userAgent: string | null): string {
  if (!userAgent) return "unknown browser";
  const device = /iPhone|iPad|Android|Windows|Macintosh|Linux/.exec(userAgent)?.[0] ?? "";
  const browser = /Edg|Firefox|Chrome|Safari/.exec(userAgent)?.[0]?.replace("Edg", "Edge") ?? "";
  return (
    [browser, device && `on ${device === "Macintosh" ? "Mac" : device}`]
      .filter(Boolean)
      .join(" ") || "other browser"
  );
}

import { englishOnlyNote } from "@/posts/blog-copy-es";

/** Above an article the Spanish edition shows in English, until its Spanish side is written. */
export function EnglishOnlyNote() {
  return (
    <div className="mx-auto max-w-3xl px-4 pt-6 sm:px-6">
      <p
        role="note"
        className="rounded-lg bg-amber-50 px-4 py-3 text-amber-950 ring-1 ring-amber-200"
      >
        {englishOnlyNote}
      </p>
    </div>
  );
}

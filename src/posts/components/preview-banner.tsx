import { blogCopyIn, type PreviewState } from "@/posts/blog";
import type { Locale } from "@/lib/i18n/locale";

type PreviewBannerProps = { status: PreviewState; path: string; locale: Locale };

/** Tells the owner which version they are looking at, with the way back to the public view. */
export function PreviewBanner({ status, path, locale }: PreviewBannerProps) {
  const blogCopy = blogCopyIn[locale];
  return (
    <div role="status" className="bg-amber-100 px-4 py-3 text-center text-amber-950">
      {status === "draft" ? blogCopy.previewDraft : blogCopy.previewPublished}{" "}
      <a
        href={`/preview/exit?path=${encodeURIComponent(path)}`}
        className="font-semibold underline hover:no-underline"
      >
        {blogCopy.exitPreview}
      </a>
    </div>
  );
}

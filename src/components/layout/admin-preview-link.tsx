"use client";
import { ExternalLinkIcon, useLivePreviewContext } from "@payloadcms/ui";

/** The document's Preview, named in words beside the engine's icon; it opens in a new tab. */
export function AdminPreviewLink() {
  const { previewURL } = useLivePreviewContext();
  if (!previewURL) return null;
  return (
    <a
      className="admin-preview-link"
      href={previewURL}
      id="preview-button"
      rel="noopener noreferrer"
      target="_blank"
    >
      <span>Preview</span>
      <span className="sr-only"> (opens in a new tab)</span>
      <span aria-hidden="true" className="admin-preview-link__icon">
        <ExternalLinkIcon />
      </span>
    </a>
  );
}

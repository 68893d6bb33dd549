import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Locale } from "@/lib/i18n/locale";
import { parseArticle, readTimeIn, type Article } from "./blog";

/*
 * The five articles a fresh install starts with, as written in src/posts/articles/*.mdx (the
 * Spanish beside them in src/posts/articles/es): read from disk here, apart from ./blog, so what
 * other concepts and the browser tests read of the blog needs no file system.
 */

/** An edition's folder, spelled out whole so the server's build copies these files and no others. */
const articleDir = (locale: Locale) =>
  locale === "es"
    ? path.join(process.cwd(), "src", "posts", "articles", "es")
    : path.join(process.cwd(), "src", "posts", "articles");

const cache: Partial<Record<Locale, readonly Article[]>> = {};

/**
 * Every article of the content module in one edition, newest first, each with its English
 * twin's read time. Read once per process.
 */
export function getAllPosts(locale: Locale = "en"): readonly Article[] {
  const dir = articleDir(locale);
  const english = locale === "en" ? [] : getAllPosts("en");
  cache[locale] ??= readdirSync(dir)
    .filter((file) => file.endsWith(".mdx"))
    .map((file) => parseArticle(file, readFileSync(path.join(dir, file), "utf8"), locale))
    .map((article) => {
      const twin = english.find((post) => post.slug === article.slug);
      return twin ? { ...article, readTime: readTimeIn(twin.readTime, locale) } : article;
    })
    .sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
  return cache[locale];
}

export const getPost = (slug: string) => getAllPosts().find((post) => post.slug === slug);

/** What other concepts use of the articles: their shape, paths, categories and rules. */
export { articlePlaceholderProblem } from "./article-text";
export { blogCategories, blogPath, categoryParam, postRules, type BlogPost } from "./blog";

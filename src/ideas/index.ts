/** What other concepts use of the design ideas: their pages, paths, categories and labels. */
export { ideaPageLabelsIn } from "./idea-labels";
export {
  categoryParam,
  ideaBudgetProblem,
  ideaCategories,
  ideaPagesFor,
  ideaPath,
  ideaSlugs,
  type IdeaPage,
} from "./ideas";

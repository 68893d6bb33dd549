/** What other concepts use of the projects: a project's shape, path, framing and rules. */
export { projectFramingIn } from "./labels";
export { wordsComplete, wordsOfDoc } from "./project-words";
export {
  projectFraming,
  projectPath,
  projectRules,
  type ProjectStory,
  type ProjectSummary,
} from "./projects";

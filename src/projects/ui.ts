/** How a page shows a project (a component: kept out of ./index, which plain scripts also read). */
export { ProjectCard } from "./components/project-card";

/** The cards that list the services (a component: kept out of ./index). */
export { ServiceCards } from "./components/service-cards";

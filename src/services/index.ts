/** What other concepts use of the services: the catalog, its paths and a service page's shape. */
export {
  getService,
  servicePath,
  serviceTitle,
  services,
  servicesIn,
  type ServiceSlug,
} from "./catalog";
export { servicePageLabels, type ServicePage } from "./copy";

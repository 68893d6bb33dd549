/** The services' packages as the owner priced them in the admin. */
export { loadServicePackages } from "./stored-packages";

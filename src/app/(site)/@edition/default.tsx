// Where no page matches (a 404), the switch offers the other edition's home, as on the home page.
export { default } from "./page";

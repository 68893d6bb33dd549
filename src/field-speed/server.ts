/** What the admin shows of the field speed: the owner's panel of each kind of page's figures. */
export { SpeedPanel } from "./components/speed-panel";

import { DISMISSED } from "./edition-choice";

/**
 * Shows the offer above it (edition-offer.tsx) to a browser that reads the other edition's
 * language first and has not said no, with a link to this page's twin (twin-path.ts), and makes
 * its close button remember the "no". It runs as the page is read, before the first paint, so
 * the offer takes its place above the header without moving anything once painted. Plain ES5 and
 * the same text on every page: the Content-Security-Policy allows it by its hash.
 */
export const editionOfferScript = `(function(){var o=document.currentScript.previousElementSibling,t=o.getAttribute("data-to"),k=${JSON.stringify(DISMISSED)};try{if(localStorage.getItem(k)||navigator.languages[0].toLowerCase().indexOf(t))return}catch(e){return}var p=location.pathname.replace(/\\/category\\/[^/]+$/,"").replace(/^\\/es(?=\\/|$)/,"")||"/";o.querySelector("a").href=t=="en"?p:p=="/"?"/es":"/es"+p;o.querySelector("button").onclick=function(){o.hidden=true;try{localStorage.setItem(k,"1")}catch(e){}};o.hidden=false})()`;

// Tests call the concepts' code the way the server does after its start: registered first.
import { registerConcepts } from "@/start-up/concepts";

registerConcepts();

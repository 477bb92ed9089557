/** The main journeys in Firefox (Gecko), the third engine visitors use. */
import { engineJourneys } from "./journeys.ts";

engineJourneys("firefox");

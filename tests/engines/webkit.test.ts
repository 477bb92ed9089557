/** The main journeys in WebKit, the engine of every iPhone browser and of WeChat on iOS. */
import { engineJourneys } from "./journeys.ts";

engineJourneys("webkit");

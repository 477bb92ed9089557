import { t as require_react } from "./react-MAu5pdB_.js";
export default require_react();

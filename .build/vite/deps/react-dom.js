import { t as require_react_dom } from "./react-dom-BVkhdqvL.js";
export default require_react_dom();

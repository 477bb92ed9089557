import { t as require_client } from "./client-CpQU67IB.js";
export default require_client();

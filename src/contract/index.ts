/**
 * The API contract as the reference server and the tasks import it: paths, request schemas
 * (zod), answer types and field rules. Pages import its modules one by one, never this index.
 */
export * from "./app.ts";
export * from "./dev.ts";
export * from "./envelope.ts";
export * from "./paths.ts";
export * from "./rules.ts";
export * from "./requests.ts";

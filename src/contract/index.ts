/**
 * The API contract shared by the front end and the reference server: paths, request and
 * answer types, request schemas and field rules. Browser-safe: no Node imports; the server's
 * request schemas (zod) are imported by the server and tools only, never by a page.
 */
export * from "./app.ts";
export * from "./auth.ts";
export * from "./dev.ts";
export * from "./envelope.ts";
export * from "./forms.ts";
export * from "./paths.ts";
export * from "./rules.ts";
export * from "./requests.ts";

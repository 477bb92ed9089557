/**
 * The API contract shared by the front end and the reference server: paths, request and
 * answer types, validators and field rules. Browser-safe: no Node imports.
 */
export * from "./app.ts";
export * from "./auth.ts";
export * from "./dev.ts";
export * from "./endpoints.ts";
export * from "./envelope.ts";
export * from "./forms.ts";
export * from "./rules.ts";
export * from "./tracking.ts";
export * from "./user.ts";
export * from "./validator.ts";

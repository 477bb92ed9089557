/** Types of the project's own client directives (src/client/held-hydration.ts). */
declare namespace Astro {
  interface ClientDirectives {
    /** "query": also hydrate once the page has settled when the address carries a query. */
    "client:interaction"?: boolean | "query";
    "client:settled"?: boolean;
  }
}

/** Types of the project's own client directives (src/client/start/held-hydration.ts). */
declare namespace Astro {
  interface ClientDirectives {
    "client:interaction"?: boolean;
    "client:settled"?: boolean;
  }
}

/** Types of the project's own client directive (src/client/hydrate-on-interaction.ts). */
declare namespace Astro {
  interface ClientDirectives {
    "client:interaction"?: boolean;
  }
}

/**
 * The unit-test folders of the pure modules, whose files share one module graph (a Vitest
 * project without isolation, vitest.config.ts; issue 56, decision 495). Their tests mock no
 * module and stub no global or timer (eslint.config.js refuses it there), so no file can leave
 * anything behind for the next; a spy is restored after each test. Adding the deploy, preview
 * and Vite plugin tests saved nothing more (111 against 109 s for the whole unit step).
 */
export const UNISOLATED_TESTS = [
  "src/core/**/*.test.ts",
  "src/config/**/*.test.ts",
  "src/contract/**/*.test.ts",
];

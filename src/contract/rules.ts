/** Field rules of the contract that the core's checks (src/core) do not already hold. */

/** 110105********002X: ID numbers are sensitive personal information (PIPL art. 28). */
export function maskIdNumber(id: string): string {
  return id.length === 18 ? `${id.slice(0, 6)}********${id.slice(14)}` : "***";
}

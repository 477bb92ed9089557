/** Outcome of a car-loan application as the car forms pass it: `?result=success|fail`. */
export type CarResult = "success" | "fail";

/** "fail" only for an explicit refusal; anything else (missing, malformed) reads as success. */
export function carResultOf(search: string): CarResult {
  try {
    return new URLSearchParams(search).get("result") === "fail" ? "fail" : "success";
  } catch {
    return "success";
  }
}

/**
 * The calculators' answer to a tap on 计算 (or 估值): on a phone the result sits below the fold,
 * so after each new result the page scrolls to it, moves focus to its heading (screen readers
 * announce it) and marks it for a moment (`result-fresh` in src/styles/base.css). Framework-free:
 * the loan calculator's script and the valuation's island (valuation/CarValuationForm.tsx) use it.
 */
export function revealResult(heading: HTMLElement): void {
  const card = heading.closest("section") ?? heading;
  card.classList.remove("result-fresh");
  // Restart the mark on a repeated calculation: reading a layout value flushes the removal.
  void card.getBoundingClientRect();
  card.classList.add("result-fresh");
  heading.focus({ preventScroll: true });
  card.scrollIntoView({ block: "start", behavior: "smooth" });
}

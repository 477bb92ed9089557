/**
 * Scrolling columns, the picker of Chinese H5 forms (province · city · county, year · month):
 * each column snaps to a row and the row in the middle band is its choice. A tap on a row
 * chooses it too; a focused column takes the arrow keys, Home and End (Enter or Space take the
 * row in the band), and tells a screen reader its choice through aria-activedescendant.
 *
 * A column may start with nothing chosen (value ""): it rests at its `resting` row, unmarked,
 * until the visitor scrolls, taps or keys a row, so that a sheet opened on an empty field never
 * hands on an answer the visitor did not give (issue 53: 确定 on an untouched month sheet stored
 * the current month).
 */
import { useEffect, useId, useRef, type CSSProperties, type KeyboardEvent } from "react";
import "./sheet.css";

export interface PickerColumn {
  label: string;
  options: readonly { value: string; label: string }[];
  /** The chosen row's value; "" (or a value not among the options): nothing chosen yet. */
  value: string;
  /** Where the column rests while nothing is chosen (default: its first row). */
  resting?: string;
  onChange: (value: string) => void;
}

/** Matches --picker-row in sheet.css. */
const ROW_PX = 44;
/** How long a column's scrolling must rest before the row in the band counts as chosen. */
const SETTLE_MS = 120;

function Column({ label, options, value, resting, onChange }: PickerColumn) {
  const idPrefix = useId();
  const list = useRef<HTMLDivElement>(null);
  const settle = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** The scroll position this column set itself, whose scroll event is no visitor's choice. */
  const placed = useRef<number | null>(null);
  // The settle timer reads the latest props, not those of the render that started it.
  const latest = useRef({ options, value, onChange });
  useEffect(() => {
    latest.current = { options, value, onChange };
  });
  const chosenIndex = options.findIndex((option) => option.value === value);
  /** The row in the band: the chosen one, else the resting one. */
  const index =
    chosenIndex >= 0
      ? chosenIndex
      : Math.max(
          0,
          options.findIndex((option) => option.value === resting),
        );

  // The row sits in the band: after a tap, a key, a cascade from another column, on opening.
  useEffect(() => {
    const column = list.current;
    if (!column || Math.abs(column.scrollTop - index * ROW_PX) < 1) return;
    placed.current = index * ROW_PX;
    column.scrollTop = index * ROW_PX;
  }, [index, options]);
  useEffect(() => () => clearTimeout(settle.current), []);

  const onScroll = () => {
    clearTimeout(settle.current);
    settle.current = setTimeout(() => {
      const column = list.current;
      const now = latest.current;
      if (!column) return;
      const ownMove = placed.current !== null && Math.abs(column.scrollTop - placed.current) < 1;
      placed.current = null;
      if (ownMove) return;
      const at = Math.min(now.options.length - 1, Math.max(0, Math.round(column.scrollTop / ROW_PX)));
      const option = now.options[at];
      if (option && option.value !== now.value) now.onChange(option.value);
    }, SETTLE_MS);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const inBand = event.key === "Enter" || event.key === " " ? index : undefined;
    const next =
      inBand ?? { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: options.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const option = options[Math.max(0, Math.min(options.length - 1, next))];
    if (option && option.value !== value) onChange(option.value);
  };

  return (
    <div
      ref={list}
      className="picker-column"
      role="listbox"
      aria-label={label}
      tabIndex={0}
      aria-activedescendant={chosenIndex >= 0 ? `${idPrefix}-${chosenIndex}` : undefined}
      onScroll={onScroll}
      onKeyDown={onKeyDown}
    >
      {options.length === 0 ? (
        <div className="picker-loading">加载中...</div>
      ) : (
        options.map((option, at) => (
          <div
            key={option.value}
            id={`${idPrefix}-${at}`}
            role="option"
            className="picker-option"
            aria-selected={at === chosenIndex}
            style={{ "--chars": option.label.length } as CSSProperties}
            onClick={() => option.value !== value && onChange(option.value)}
          >
            <span>{option.label}</span>
          </div>
        ))
      )}
    </div>
  );
}

export function ColumnPicker({ columns }: { columns: readonly PickerColumn[] }) {
  return (
    <div className="picker" style={{ "--columns": columns.length } as CSSProperties}>
      {columns.map((column) => (
        <Column key={column.label} {...column} />
      ))}
    </div>
  );
}

/**
 * A year and month (YYYY-MM, such as a car's first registration) chosen the way Chinese H5
 * forms do it: a field that opens a bottom sheet with a year column and a month column, stored
 * on 确定. No month after the visitor's current one is offered.
 *
 * Opened on an empty field, nothing is chosen: the year column rests at this year (recent years
 * are one short scroll away) and 确定 waits until the visitor has picked a year and a month, so
 * an untouched sheet never stores a month nobody chose (issue 53).
 */
import { useState } from "react";
import { ColumnPicker } from "../ui/ColumnPicker.tsx";
import { SheetField, type PickerProps } from "../ui/SheetField.tsx";
import type { YearMonth } from "../../core/valuation/estimate.ts";

interface MonthPickerProps extends PickerProps {
  /** How many years back the year column reaches. */
  yearsBack?: number;
}

function parse(value: string | undefined): YearMonth | undefined {
  const match = /^(\d{4})-(\d{2})$/.exec(value ?? "");
  return match ? { year: Number(match[1]), month: Number(match[2]) } : undefined;
}

const format = ({ year, month }: YearMonth) => `${year}-${String(month).padStart(2, "0")}`;

/** What the open sheet's columns hold: each part once the visitor (or the stored value) gave it. */
interface Draft {
  year: number | undefined;
  month: number | undefined;
}

const NOTHING_CHOSEN: Draft = { year: undefined, month: undefined };

/** 2020年3月 for 2020-03; the stored text itself when it is not a month. */
const shown = (value: string) => {
  const at = parse(value);
  return at ? `${at.year}年${at.month}月` : value;
};

/** The visitor's current month (the clock of the browser that runs it). */
export function thisMonth(): YearMonth {
  const now = new Date();
  return { year: now.getFullYear(), month: now.getMonth() + 1 };
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

export function MonthPicker({ value, yearsBack = 30, onChange, ...field }: MonthPickerProps) {
  const [draft, setDraft] = useState<Draft | undefined>(undefined);
  // Read in the browser: the sheet opens only there.
  const latest = thisMonth();
  const lastMonthOf = (year: number | undefined) => (year === latest.year ? latest.month : 12);
  /** Within the years offered and no later than this month; a part not chosen stays unchosen. */
  const fit = ({ year, month }: Draft): Draft => {
    const fitYear =
      year === undefined ? undefined : Math.min(latest.year, Math.max(latest.year - yearsBack, year));
    return {
      year: fitYear,
      month: month === undefined ? undefined : Math.min(lastMonthOf(fitYear), Math.max(1, month)),
    };
  };
  const chosen =
    draft?.year !== undefined && draft.month !== undefined
      ? { year: draft.year, month: draft.month }
      : undefined;

  return (
    <SheetField
      {...field}
      shown={value ? shown(value) : ""}
      placeholder="请选择年月"
      open={draft !== undefined}
      onOpen={() => setDraft(fit(parse(value) ?? NOTHING_CHOSEN))}
      onClose={() => setDraft(undefined)}
      onConfirm={() => chosen && onChange(format(chosen))}
      confirmDisabled={chosen === undefined}
    >
      {draft && (
        // One line either way, so the columns do not move when the choice completes.
        <p className="sheet-prompt">{chosen ? `已选 ${shown(format(chosen))}` : "请滑动或点选年份和月份"}</p>
      )}
      {draft && (
        <ColumnPicker
          columns={[
            {
              label: "年",
              options: range(latest.year - yearsBack, latest.year).map((year) => ({
                value: String(year),
                label: `${year}年`,
              })),
              value: draft.year === undefined ? "" : String(draft.year),
              resting: String(latest.year),
              onChange: (year) => setDraft(fit({ year: Number(year), month: draft.month })),
            },
            {
              label: "月",
              options: range(1, lastMonthOf(draft.year)).map((month) => ({
                value: String(month),
                label: `${month}月`,
              })),
              value: draft.month === undefined ? "" : String(draft.month),
              onChange: (month) => setDraft({ year: draft.year, month: Number(month) }),
            },
          ]}
        />
      )}
    </SheetField>
  );
}

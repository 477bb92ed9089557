/**
 * Province · city (· county) picker as Chinese H5 forms have it: the field is a button showing
 * the stored choice (its name is kept with the code, so nothing needs loading to show it);
 * pressing it opens a bottom sheet of scrolling columns, and 确定 stores what the columns show.
 * Like every column picker, a column that changes moves the ones after it to their first row.
 * The areas come from src/client/area-data.ts (the bundled data, loaded when the field is
 * focused or pressed, or /v1/region/list level by level where the host enables it). Below the
 * field, the city help suggests the visitor's city (CityHelp.tsx). The code is kept in the hidden
 * input `name`, the name shown in `<name>_name` (submit-body.ts areaNameField).
 */
import { useEffect, useRef, useState } from "react";
import { areaSource, type AreaSource } from "../../client/area-data.ts";
import {
  areaLabel,
  citiesOf,
  cityCodeOf,
  cityHasCounties,
  countiesOf,
  mergeAreaLists,
  provinceCodeOf,
  provinces,
  type AreaList,
  type AreaOption,
  type AreaSuggestion,
} from "../../core/area.ts";
import { ColumnPicker, type PickerColumn } from "../ui/ColumnPicker.tsx";
import { SheetField, type PickerProps } from "../ui/SheetField.tsx";
import { areaNameField } from "../../core/forms/submit-body.ts";
import { CityHelp } from "./CityHelp.tsx";

export interface AreaPickerProps extends Omit<PickerProps, "onChange"> {
  depth: "city" | "county";
  /** The name shown for the stored code (value). */
  shown: string;
  onChange: (code: string, shown: string) => void;
}

/** What the columns point at; "" follows the first row of its column. */
interface Draft {
  province: string;
  city: string;
  county: string;
}

const toOptions = (list: AreaOption[]) => list.map((area) => ({ value: area.code, label: area.name }));

/** `wanted` when the column has it, else the column's first row ("" while it is loading). */
const rowOf = (options: AreaOption[], wanted: string) =>
  options.some((area) => area.code === wanted) ? wanted : (options[0]?.code ?? "");

/** A draft at a stored code (or a suggested city): its province, city and county. */
function draftAt(code: string): Draft {
  if (!/^\d{6}$/.test(code)) return { province: "", city: "", county: "" };
  return { province: provinceCodeOf(code), city: cityCodeOf(code), county: code };
}

export function AreaPicker({ value: code, shown, depth, onChange, ...field }: AreaPickerProps) {
  const { id, name } = field;
  const [list, setList] = useState<AreaList | null>(null);
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const [draft, setDraft] = useState<Draft>(draftAt(""));
  const source = useRef<AreaSource | null>(null);
  // Created on first use: the source reads the page's configuration, which the server has not.
  const areas = () => (source.current ??= areaSource());

  const load = () =>
    areas()
      .start()
      .then(
        (data) => {
          setList((current) => (current ? mergeAreaLists(current, data) : data));
          setFailed(false);
          return data;
        },
        () => {
          setFailed(true);
          return null;
        },
      );

  // The rows the columns show, each following the one before it.
  const provinceRows = list ? provinces(list) : [];
  const province = rowOf(provinceRows, draft.province);
  const cityRows = list && province ? citiesOf(list, province) : [];
  const city = rowOf(cityRows, draft.city);
  const withCounty = depth === "county" && city !== "" && cityHasCounties(city);
  const countyRows = list && withCounty ? countiesOf(list, city) : [];
  const county = rowOf(countyRows, draft.county);
  const chosen = withCounty ? county : city;

  // A live source lists a province's cities and a city's counties only when asked.
  useEffect(() => {
    if (!open || !list) return;
    for (const parent of [province, withCounty ? city : ""]) {
      if (parent === "") continue;
      void areas()
        .expand(list, parent)
        .then((more) => more !== list && setList((current) => mergeAreaLists(current ?? more, more)));
    }
    // `areas` is stable for the picker's life; `list` changes with every expansion it causes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, province, city, withCounty]);

  /** Opens the sheet with the columns at `at` (the stored code, or a suggested city). */
  const openPicker = (at: string = code) => {
    setDraft(draftAt(at));
    setOpen(true);
    void load();
  };

  /** A suggestion the visitor confirmed: stored when complete, else the sheet opens at its city. */
  const takeSuggestion = (suggestion: AreaSuggestion) => {
    if (!suggestion.complete) return openPicker(suggestion.code);
    onChange(suggestion.code, suggestion.label);
    requestAnimationFrame(() => document.getElementById(id)?.focus());
  };

  const confirm = () => {
    const shown = list && chosen !== "" ? areaLabel(list, chosen, depth) : undefined;
    if (shown !== undefined) onChange(chosen, shown);
    setOpen(false);
  };

  const columns: PickerColumn[] = [
    {
      label: "省份",
      options: toOptions(provinceRows),
      value: province,
      onChange: (next) => setDraft({ province: next, city: "", county: "" }),
    },
    {
      label: "城市",
      options: toOptions(cityRows),
      value: city,
      onChange: (next) => setDraft({ province, city: next, county: "" }),
    },
  ];
  if (withCounty) {
    columns.push({
      label: "区县",
      options: toOptions(countyRows),
      value: county,
      onChange: (next) => setDraft({ province, city, county: next }),
    });
  }

  return (
    <SheetField
      {...field}
      shown={shown}
      placeholder={depth === "city" ? "请选择省份、城市" : "请选择省份、城市、区县"}
      open={open}
      onOpen={() => openPicker()}
      onFocus={() => void load()}
      below={
        <>
          <input type="hidden" name={areaNameField(name)} />
          <CityHelp fieldId={id} depth={depth} filled={code !== ""} onConfirm={takeSuggestion} />
        </>
      }
      onClose={() => setOpen(false)}
      onConfirm={confirm}
      confirmDisabled={!list || chosen === ""}
    >
      {list ? (
        <ColumnPicker columns={columns} />
      ) : (
        <p className="sheet-note" role="status">
          {failed ? (
            <>
              地区数据加载失败，请检查网络后
              <button type="button" className="sheet-retry" onClick={() => void load()}>
                重新加载
              </button>
            </>
          ) : (
            "加载中..."
          )}
        </p>
      )}
    </SheetField>
  );
}

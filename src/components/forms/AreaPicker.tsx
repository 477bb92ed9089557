/**
 * Province · city (· county) picker (decision 090): a button showing the stored choice, whose
 * name is kept with the code so nothing needs loading to show it, and a sheet of columns whose
 * 确定 stores what they show. The areas (src/client/area-data.ts) load when the field is focused
 * or pressed, or level by level from /v1/region/list where the host enables it (decision 062).
 * The code is kept in the hidden input `name`, the name shown in `<name>_name`.
 */
import { useEffect, useRef, useState } from "react";
import { areaSource, loadAreaList, type AreaSource } from "../../client/area-data.ts";
import { canLocate, knownIpPlace, locatePlace, type LocateFailure } from "../../client/city-help.ts";
import {
  areaLabel,
  areaOptions,
  cityCodeOf,
  cityHasCounties,
  mergeAreaLists,
  provinceCodeOf,
  suggestArea,
  type AreaList,
  type AreaOption,
  type AreaSuggestion,
  type Place,
} from "../../core/area.ts";
import { ColumnPicker, type PickerColumn } from "../ui/ColumnPicker.tsx";
import { SheetField, type PickerProps } from "../ui/SheetField.tsx";
import "./city-help.css";
import { areaNameField } from "../../core/forms/submit-body.ts";

interface AreaPickerProps extends Omit<PickerProps, "onChange"> {
  depth: "city" | "county";
  /** The name shown for the stored code (value). */
  shown: string;
  onChange: (code: string, shown: string) => void;
}

/** What the columns point at, province first; an entry missing or "" follows its column's first row. */
type Draft = readonly string[];

const toOptions = (list: AreaOption[]) => list.map((area) => ({ value: area.code, label: area.name }));

/** `wanted` when the column has it, else the column's first row ("" while it is loading). */
const rowOf = (options: AreaOption[], wanted: string) =>
  options.some((area) => area.code === wanted) ? wanted : (options[0]?.code ?? "");

/** A draft at a stored code (or a suggested city): its province, city and county. */
const draftAt = (code: string): Draft =>
  /^\d{6}$/.test(code) ? [provinceCodeOf(code), cityCodeOf(code), code] : [];

export function AreaPicker({ value: code, shown, depth, onChange, ...field }: AreaPickerProps) {
  const { id, name } = field;
  const [list, setList] = useState<AreaList | null>(null);
  const [failed, setFailed] = useState(false);
  /** What the open sheet's columns point at; null while it is closed. */
  const [draft, setDraft] = useState<Draft | null>(null);
  const open = draft !== null;
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
        },
        () => setFailed(true),
      );

  // The rows the columns show, each following the one before it.
  const provinceRows = list ? areaOptions(list) : [];
  const province = rowOf(provinceRows, draft?.[0] ?? "");
  const cityRows = list && province ? areaOptions(list, province) : [];
  const city = rowOf(cityRows, draft?.[1] ?? "");
  const withCounty = depth === "county" && city !== "" && cityHasCounties(city);
  const countyRows = list && withCounty ? areaOptions(list, city) : [];
  const county = rowOf(countyRows, draft?.[2] ?? "");
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
  };

  // A column that changes moves the ones after it to their first row.
  const levels: [label: string, rows: AreaOption[], value: string][] = [
    ["省份", provinceRows, province],
    ["城市", cityRows, city],
  ];
  if (withCounty) levels.push(["区县", countyRows, county]);
  const columns = levels.map(([label, rows, value], level): PickerColumn => ({
    label,
    options: toOptions(rows),
    value,
    onChange: (next) => setDraft([...[province, city].slice(0, level), next]),
  }));

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
          <CityHelp depth={depth} filled={code !== ""} onConfirm={takeSuggestion} />
        </>
      }
      onClose={() => setDraft(null)}
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

/**
 * Help with an area field (decision 063): "使用当前定位" and the IP city the guard already knows,
 * each a suggestion that fills nothing until the visitor taps 使用; at county depth a suggestion
 * that names only a city opens the picker at that city.
 */
interface CityHelpProps {
  depth: "city" | "county";
  /** True once the field holds a choice: the IP city is then no longer suggested. */
  filled: boolean;
  /** The visitor confirmed a suggestion. */
  onConfirm: (suggestion: AreaSuggestion) => void;
}

/** A suggestion and where it came from. */
type Shown = { place: Place; label: string; from: "ip" | "location" };

/** What the help says while locating, or why locating gave nothing. */
const CITY_HELP_MESSAGES: Record<LocateFailure | "locating", string> = {
  locating: "正在获取您的位置…",
  denied: "未获得定位权限，请手动选择城市",
  unavailable: "暂时无法获取您的位置，请手动选择城市",
  "unknown-place": "未能识别您所在的城市，请手动选择",
};

const PREFIX: Record<Shown["from"], string> = { ip: "网络位置：", location: "当前定位：" };

function CityHelp({ depth, filled, onConfirm }: CityHelpProps) {
  const [locatable, setLocatable] = useState(false);
  const [shown, setShown] = useState<Shown | null>(null);
  const [message, setMessage] = useState("");
  const [locating, setLocating] = useState(false);

  // The browser's abilities and the stored IP city exist only after hydration.
  /* eslint-disable react-hooks/set-state-in-effect */
  useEffect(() => {
    setLocatable(canLocate());
    const ip = knownIpPlace();
    if (ip?.cityName && !filled) setShown({ place: ip, label: ip.cityName, from: "ip" });
    // Once, at hydration: a later fill or dismissal is the visitor's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  /* eslint-enable react-hooks/set-state-in-effect */

  /** The suggestion for a place, resolved with the bundled area data. */
  const resolve = (place: Place) =>
    loadAreaList()
      .then((list) => suggestArea(list, place, depth))
      .catch(() => undefined);

  const locate = async () => {
    if (locating) return;
    setLocating(true);
    setShown(null);
    setMessage(CITY_HELP_MESSAGES.locating);
    const place = await locatePlace();
    const suggestion = typeof place === "string" ? undefined : await resolve(place);
    setLocating(false);
    if (typeof place === "string") setMessage(CITY_HELP_MESSAGES[place]);
    else if (!suggestion) setMessage(CITY_HELP_MESSAGES["unknown-place"]);
    else {
      setMessage("");
      setShown({ place, label: suggestion.label, from: "location" });
    }
  };

  const confirm = async () => {
    if (!shown) return;
    const suggestion = await resolve(shown.place);
    setShown(null);
    if (suggestion) onConfirm(suggestion);
    else setMessage(CITY_HELP_MESSAGES["unknown-place"]);
  };

  const offered = shown && !(shown.from === "ip" && filled);
  if (!locatable && !offered && message === "") return null;
  return (
    <div className="city-help">
      {locatable && (
        <button
          type="button"
          className="city-help-locate"
          onClick={locate}
          disabled={locating}
          aria-busy={locating}
        >
          使用当前定位
        </button>
      )}
      <p className="city-help-note" role="status">
        {message}
      </p>
      {offered && (
        <div className="city-help-suggestion" role="group" aria-label="城市建议">
          <span className="city-help-text">
            {PREFIX[shown.from]}
            <strong>{shown.label}</strong>
          </span>
          <button type="button" className="ui-button city-help-use" onClick={confirm}>
            使用
          </button>
          <button
            type="button"
            className="city-help-dismiss"
            aria-label="不使用此城市"
            onClick={() => setShown(null)}
          >
            ×
          </button>
        </div>
      )}
    </div>
  );
}

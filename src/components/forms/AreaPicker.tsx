/**
 * Province -> city (-> county) picker with native selects. The button shows the stored choice
 * (its name is kept with the code, so nothing needs loading to show it); focusing or pressing it
 * loads the area data (the bundled data, or /v1/region/list level by level where the host
 * enables it: src/client/area-data.ts), pressing it opens the selects. A choice is stored only
 * when complete: at city depth a city, at county depth a county, or the city itself where it
 * has no counties. Below it, the city help suggests the visitor's city (CityHelp.tsx).
 */
import { useEffect, useId, useRef, useState } from "react";
import { areaSource, type AreaSource } from "../../client/area-data.ts";
import { cityCodeOf, provinceCodeOf, type AreaList } from "../../core/area.ts";
import { FieldError } from "../ui/FieldMessage.tsx";
import { describedBy } from "../ui/ids.ts";
import { Select } from "../ui/Select.tsx";
import {
  areaLabel,
  citiesOf,
  cityHasCounties,
  countiesOf,
  provinces,
  type AreaOption,
} from "../../core/forms/area-options.ts";
import type { AreaSuggestion } from "../../core/forms/area-suggestion.ts";
import { mergeAreaLists } from "../../core/forms/live-areas.ts";
import { CityHelp } from "./CityHelp.tsx";

export interface AreaPickerProps {
  id: string;
  label: string;
  depth: "city" | "county";
  code: string;
  name: string;
  required: boolean;
  error?: string | undefined;
  onChange: (code: string, name: string) => void;
}

const toOptions = (list: AreaOption[]) => list.map((area) => ({ value: area.code, label: area.name }));

export function AreaPicker({ id, label, depth, code, name, required, error, onChange }: AreaPickerProps) {
  const labelId = useId();
  const [list, setList] = useState<AreaList | null>(null);
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const [province, setProvince] = useState("");
  const [city, setCity] = useState("");
  /** The select to focus once the selects show: the first, or the county after a suggestion. */
  const firstSelect = useRef<"province" | "county" | null>(null);
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

  /** Adds the children of `parent` (a province's cities, a city's counties) to the list. */
  const expand = (parent: string) => {
    void load().then((data) =>
      data
        ? areas()
            .expand(data, parent)
            .then((more) => setList((current) => mergeAreaLists(current ?? more, more)))
        : undefined,
    );
  };

  /** Opens the selects, at `at` (a stored code, or a suggested city) when given. */
  const openPicker = (at: string = code, focus: "province" | "county" = "province") => {
    setOpen(true);
    if (/^\d{6}$/.test(at)) {
      setProvince(provinceCodeOf(at));
      setCity(cityCodeOf(at));
      expand(provinceCodeOf(at));
      if (depth === "county") expand(cityCodeOf(at));
    }
    firstSelect.current = focus;
    void load();
  };

  /** A suggestion the visitor confirmed: stored when complete, else the picker opens at its city. */
  const takeSuggestion = (suggestion: AreaSuggestion) => {
    if (!suggestion.complete) return openPicker(suggestion.code, "county");
    onChange(suggestion.code, suggestion.label);
    setOpen(false);
    requestAnimationFrame(() => document.getElementById(id)?.focus());
  };

  useEffect(() => {
    const target = firstSelect.current && document.getElementById(`${id}-${firstSelect.current}`);
    if (open && list && target) {
      firstSelect.current = null;
      target.focus();
    }
  }, [open, list, id]);

  const finish = (data: AreaList, selected: string) => {
    const shown = areaLabel(data, selected, depth);
    if (shown === undefined) return;
    onChange(selected, shown);
    setOpen(false);
    requestAnimationFrame(() => document.getElementById(id)?.focus());
  };

  const pickProvince = (value: string) => {
    setProvince(value);
    setCity("");
    onChange("", "");
    if (value !== "") expand(value);
  };
  const pickCity = (value: string) => {
    setCity(value);
    if (!list || value === "") return onChange("", "");
    if (depth === "city" || !cityHasCounties(value)) finish(list, value);
    else {
      onChange("", "");
      expand(value);
    }
  };
  const pickCounty = (value: string) => {
    if (list && value !== "") finish(list, value);
  };

  const county = depth === "county" && /^\d{6}$/.test(code) && cityCodeOf(code) !== code ? code : "";
  return (
    <div className="ui-field">
      <span className="ui-label" id={labelId}>
        {label}
        {required && (
          <span className="ui-required" aria-hidden="true">
            *
          </span>
        )}
      </span>
      <button
        type="button"
        className="ui-select area-button"
        id={id}
        aria-labelledby={`${labelId} ${id}`}
        aria-expanded={open}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, undefined, error)}
        onFocus={() => void load()}
        onClick={() => (open ? setOpen(false) : openPicker())}
      >
        {name || (depth === "city" ? "请选择省份、城市" : "请选择省份、城市、区县")}
      </button>
      <FieldError id={id} error={error} />
      <CityHelp fieldId={id} depth={depth} filled={code !== ""} onConfirm={takeSuggestion} />
      {open && !list && (
        <p className="muted">{failed ? "地区数据加载失败，请检查网络后再点一次" : "加载中..."}</p>
      )}
      {open && list && (
        <div className="area-selects">
          <Select
            id={`${id}-province`}
            label="省份"
            value={province}
            options={toOptions(provinces(list))}
            onChange={pickProvince}
          />
          {province && (
            <LevelSelect
              id={`${id}-city`}
              label="城市"
              value={city}
              options={citiesOf(list, province)}
              onChange={pickCity}
            />
          )}
          {depth === "county" && city && cityHasCounties(city) && (
            <LevelSelect
              id={`${id}-county`}
              label="区县"
              value={county}
              options={countiesOf(list, city)}
              onChange={pickCounty}
            />
          )}
        </div>
      )}
    </div>
  );
}

/** A level's select, or a loading line while a live source has not answered for it yet. */
function LevelSelect(props: {
  id: string;
  label: string;
  value: string;
  options: AreaOption[];
  onChange: (value: string) => void;
}) {
  if (props.options.length === 0) return <p className="muted">加载中...</p>;
  return <Select {...props} options={toOptions(props.options)} />;
}

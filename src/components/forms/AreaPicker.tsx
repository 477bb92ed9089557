/**
 * Province -> city (-> county) picker with native selects. The button shows the stored choice
 * (its name is kept with the code, so nothing needs loading to show it); focusing or pressing it
 * loads the area data, pressing it opens the selects. A choice is stored only when complete:
 * at city depth a city, at county depth a county, or the city itself where it has no counties.
 */
import { useEffect, useId, useRef, useState } from "react";
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
import { loadAreaList } from "./engine/load-area.ts";

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
  const firstSelect = useRef(false);

  const load = () =>
    loadAreaList().then(
      (data) => {
        setList(data);
        setFailed(false);
        return data;
      },
      () => {
        setFailed(true);
        return null;
      },
    );

  const openPicker = () => {
    setOpen(true);
    if (/^\d{6}$/.test(code)) {
      setProvince(provinceCodeOf(code));
      setCity(cityCodeOf(code));
    }
    firstSelect.current = true;
    void load();
  };

  useEffect(() => {
    if (open && list && firstSelect.current) {
      firstSelect.current = false;
      document.getElementById(`${id}-province`)?.focus();
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
  };
  const pickCity = (value: string) => {
    setCity(value);
    if (!list || value === "") return onChange("", "");
    if (depth === "city" || !cityHasCounties(value)) finish(list, value);
    else onChange("", "");
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
            <Select
              id={`${id}-city`}
              label="城市"
              value={city}
              options={toOptions(citiesOf(list, province))}
              onChange={pickCity}
            />
          )}
          {depth === "county" && city && cityHasCounties(city) && (
            <Select
              id={`${id}-county`}
              label="区县"
              value={county}
              options={toOptions(countiesOf(list, city))}
              onChange={pickCounty}
            />
          )}
        </div>
      )}
    </div>
  );
}

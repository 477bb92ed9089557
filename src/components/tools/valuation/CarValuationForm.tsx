/**
 * The car valuation island: brand, series, first registration, mileage, city and condition →
 * an offline estimate range (估值仅供参考), then a link into the car-loan form prefilled with
 * the answers. Runs entirely in the browser; the rules are evaluate.ts and estimate.ts. The
 * choices use the application form's pickers (bottom sheets; the city help suggests the city).
 */
import { useId, useState, type SubmitEvent } from "react";
import { CAR_BRANDS, findCarBrand } from "../../../config/car-models.ts";
import {
  CONDITIONS,
  MAX_AGE_MONTHS,
  type Condition,
  type YearMonth,
} from "../../../core/valuation/estimate.ts";
import {
  evaluateValuation,
  type ShownValuation,
  type ValuationErrors,
  type ValuationField,
} from "../../../core/valuation/evaluate.ts";
import { AreaPicker } from "../../forms/AreaPicker.tsx";
import { MonthPicker } from "../../forms/MonthPicker.tsx";
import { SheetSelect } from "../../ui/SheetSelect.tsx";
import { ValuationResult } from "./ValuationResult.tsx";

function thisMonth(): YearMonth {
  const now = new Date();
  return { year: now.getFullYear(), month: now.getMonth() + 1 };
}

const toOptions = (list: readonly { id: string; name: string }[]) =>
  list.map((item) => ({ value: item.id, label: item.name }));

/** Valuation form plus, after a valid submission, the estimate and the car-loan link. */
export default function CarValuationForm() {
  const id = useId();
  const [brandId, setBrandId] = useState("");
  const [seriesId, setSeriesId] = useState("");
  /** YYYY-MM */
  const [reg, setReg] = useState("");
  const [mileage, setMileage] = useState("");
  const [city, setCity] = useState({ code: "", name: "" });
  const [condition, setCondition] = useState<Condition>("good");
  const [errors, setErrors] = useState<ValuationErrors>({});
  const [shown, setShown] = useState<ShownValuation | null>(null);
  const [revision, setRevision] = useState(0);

  const brand = findCarBrand(brandId);
  const fieldId = (name: ValuationField) => `${id}-${name === "year" || name === "month" ? "reg" : name}`;

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const [year = "", month = ""] = reg.split("-");
    // The area picker shows 广东省 广州市; the estimate and the car-loan form take the city.
    const cityName = city.name.split(" ").at(-1) ?? "";
    const answers = {
      brandId,
      seriesId,
      year,
      month: month.replace(/^0/, ""),
      mileage,
      city: cityName,
      condition,
    };
    const submission = evaluateValuation(answers, thisMonth());
    if (submission.ok) {
      setErrors({});
      setShown(submission.shown);
      setRevision((count) => count + 1);
      return;
    }
    setErrors(submission.errors);
    setShown(null);
    document.getElementById(fieldId(submission.firstInvalid))?.focus();
  }

  const describedBy = (name: ValuationField) => (errors[name] ? `${id}-${name}-error` : undefined);
  const errorText = (name: ValuationField) =>
    errors[name] ? (
      <p className="val-error" id={`${id}-${name}-error`}>
        {errors[name]}
      </p>
    ) : null;

  return (
    <>
      <form className="card val-form" noValidate onSubmit={onSubmit} aria-label="爱车估值">
        <SheetSelect
          id={fieldId("brand")}
          label="品牌"
          required
          value={brandId}
          options={toOptions(CAR_BRANDS)}
          error={errors.brand}
          onChange={(next) => {
            setBrandId(next);
            setSeriesId("");
          }}
        />
        <SheetSelect
          id={fieldId("series")}
          label="车系"
          required
          value={seriesId}
          options={toOptions(brand?.series ?? [])}
          placeholder={brand ? "请选择" : "请先选择品牌"}
          error={errors.series}
          onChange={setSeriesId}
        />
        <MonthPicker
          id={fieldId("month")}
          label="首次上牌时间"
          required
          value={reg}
          maxMonth={undefined}
          yearsBack={MAX_AGE_MONTHS / 12}
          error={errors.year ?? errors.month}
          onChange={setReg}
        />
        <div className="val-field">
          <label htmlFor={fieldId("mileage")}>行驶里程（万公里）</label>
          <input
            id={fieldId("mileage")}
            name="mileage"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            maxLength={10}
            placeholder="如：3.5"
            value={mileage}
            aria-invalid={errors.mileage ? true : undefined}
            aria-describedby={describedBy("mileage")}
            onChange={(event) => setMileage(event.target.value)}
          />
          {errorText("mileage")}
        </div>
        <AreaPicker
          id={fieldId("city")}
          label="所在城市"
          depth="city"
          required
          code={city.code}
          name={city.name}
          error={errors.city}
          onChange={(code, name) => setCity({ code, name })}
        />
        <fieldset className="val-field val-condition">
          <legend>车况</legend>
          {CONDITIONS.map((c) => (
            <label key={c.code}>
              <input
                type="radio"
                name="condition"
                value={c.code}
                checked={condition === c.code}
                onChange={() => setCondition(c.code)}
              />
              {c.label}
            </label>
          ))}
          <p className="muted">
            优：无事故、外观内饰接近新车；良：正常使用痕迹；一般：有明显磨损或维修记录。
          </p>
        </fieldset>
        <button type="submit" className="btn">
          立即估值
        </button>
      </form>
      {shown && <ValuationResult valuation={shown} revision={revision} />}
    </>
  );
}

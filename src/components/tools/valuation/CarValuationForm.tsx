/**
 * The car valuation island: brand, series, first registration, mileage, city and condition →
 * an offline estimate range (估值仅供参考), then a link into the car-loan form prefilled with
 * the answers. Runs entirely in the browser;
 * the rules are evaluate.ts and estimate.ts.
 */
import { useId, useRef, useState, useSyncExternalStore, type SubmitEvent } from "react";
import { CAR_BRANDS, findCarBrand } from "../../../config/car-models.ts";
import { $ipAddressInfo } from "../../../client/stores.ts";
import { CONDITIONS, type Condition, type YearMonth } from "../../../core/valuation/estimate.ts";
import { parseCity, registrationYears } from "../../../core/valuation/fields.ts";
import {
  evaluateValuation,
  type ShownValuation,
  type ValuationErrors,
  type ValuationField,
} from "../../../core/valuation/evaluate.ts";
import { ValuationResult } from "./ValuationResult.tsx";
import { useClientValue } from "../use-client-value.ts";

const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);

interface Props {
  /** Month of the build: the year list of the server render (updated to today's after hydration). */
  builtAt: YearMonth;
}

function thisMonth(): YearMonth {
  const now = new Date();
  return { year: now.getFullYear(), month: now.getMonth() + 1 };
}

const subscribeIpCity = (onChange: () => void) => $ipAddressInfo.listen(onChange);
const readIpCity = () => {
  const name = $ipAddressInfo.get()?.name ?? "";
  return parseCity(name).ok ? name : "";
};

/** Valuation form plus, after a valid submission, the estimate and the car-loan link. */
export default function CarValuationForm({ builtAt }: Props) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  // Browser-only values (today's month, the IP city) arrive after hydration, so the first client
  // render equals the server's.
  const currentYear = useClientValue(() => thisMonth().year, builtAt.year);
  const ipCity = useSyncExternalStore(subscribeIpCity, readIpCity, () => "");
  const [brandId, setBrandId] = useState("");
  const [seriesId, setSeriesId] = useState("");
  const [year, setYear] = useState("");
  const [month, setMonth] = useState("");
  const [mileage, setMileage] = useState("");
  /** null until the visitor types: the IP city is shown meanwhile. */
  const [typedCity, setCity] = useState<string | null>(null);
  const city = typedCity ?? ipCity;
  const [condition, setCondition] = useState<Condition>("good");
  const [errors, setErrors] = useState<ValuationErrors>({});
  const [shown, setShown] = useState<ShownValuation | null>(null);
  const [revision, setRevision] = useState(0);

  const brand = findCarBrand(brandId);

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const answers = { brandId, seriesId, year, month, mileage, city, condition };
    const submission = evaluateValuation(answers, thisMonth());
    if (submission.ok) {
      setErrors({});
      setShown(submission.shown);
      setRevision((count) => count + 1);
      return;
    }
    setErrors(submission.errors);
    setShown(null);
    formRef.current?.querySelector<HTMLElement>(`[name="${submission.firstInvalid}"]`)?.focus();
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
      <form ref={formRef} className="card val-form" noValidate onSubmit={onSubmit} aria-label="爱车估值">
        <div className="val-field">
          <label htmlFor={`${id}-brand`}>品牌</label>
          <select
            id={`${id}-brand`}
            name="brand"
            value={brandId}
            aria-invalid={errors.brand ? true : undefined}
            aria-describedby={describedBy("brand")}
            onChange={(event) => {
              setBrandId(event.target.value);
              setSeriesId("");
            }}
          >
            <option value="">请选择品牌</option>
            {CAR_BRANDS.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </select>
          {errorText("brand")}
        </div>
        <div className="val-field">
          <label htmlFor={`${id}-series`}>车系</label>
          <select
            id={`${id}-series`}
            name="series"
            value={seriesId}
            aria-invalid={errors.series ? true : undefined}
            aria-describedby={describedBy("series")}
            onChange={(event) => setSeriesId(event.target.value)}
          >
            <option value="">{brand ? "请选择车系" : "请先选择品牌"}</option>
            {brand?.series.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
          {errorText("series")}
        </div>
        <fieldset className="val-field val-reg">
          <legend>首次上牌时间</legend>
          <label className="visually-hidden" htmlFor={`${id}-year`}>
            上牌年份
          </label>
          <select
            id={`${id}-year`}
            name="year"
            value={year}
            aria-invalid={errors.year ? true : undefined}
            aria-describedby={describedBy("year")}
            onChange={(event) => setYear(event.target.value)}
          >
            <option value="">年份</option>
            {registrationYears({ year: currentYear, month: 12 }).map((y) => (
              <option key={y} value={String(y)}>
                {y}年
              </option>
            ))}
          </select>
          <label className="visually-hidden" htmlFor={`${id}-month`}>
            上牌月份
          </label>
          <select
            id={`${id}-month`}
            name="month"
            value={month}
            aria-invalid={errors.month ? true : undefined}
            aria-describedby={describedBy("month")}
            onChange={(event) => setMonth(event.target.value)}
          >
            <option value="">月份</option>
            {MONTHS.map((m) => (
              <option key={m} value={String(m)}>
                {m}月
              </option>
            ))}
          </select>
          {errorText("year")}
          {errorText("month")}
        </fieldset>
        <div className="val-field">
          <label htmlFor={`${id}-mileage`}>行驶里程（万公里）</label>
          <input
            id={`${id}-mileage`}
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
        <div className="val-field">
          <label htmlFor={`${id}-city`}>所在城市</label>
          <input
            id={`${id}-city`}
            name="city"
            type="text"
            autoComplete="address-level2"
            maxLength={20}
            placeholder="如：上海市"
            value={city}
            aria-invalid={errors.city ? true : undefined}
            aria-describedby={describedBy("city")}
            onChange={(event) => setCity(event.target.value)}
          />
          {errorText("city")}
        </div>
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

/**
 * The car valuation island: brand, series, first registration, mileage, city and condition →
 * an offline estimate range (估值仅供参考), then a link into the car-loan form prefilled with
 * the answers. Runs entirely in the browser; the rules are src/core/valuation/estimate.ts. The
 * choices use the application form's pickers; the form holds the answers (decision 155).
 */
import { useEffect, useId, useRef, useState, type SubmitEvent } from "react";
import { formValues } from "../../../client/forms/form-values.ts";
import { useFormValues } from "../../forms/use-form-values.ts";
import { CAR_BRANDS, findCarBrand } from "../../../config/car-models.ts";
import { formatDate } from "../../../core/format.ts";
import {
  CONDITIONS,
  evaluateValuation,
  formatWan,
  MAX_AGE_MONTHS,
  type ShownValuation,
  type ValuationErrors,
  type ValuationField,
} from "../../../core/valuation/estimate.ts";
import { AreaPicker } from "../../forms/AreaPicker.tsx";
import { MonthPicker, thisMonth } from "../../forms/MonthPicker.tsx";
import { Chips } from "../../ui/Chips.tsx";
import { Field } from "../../ui/Field.tsx";
import { SheetSelect } from "../../ui/SheetSelect.tsx";
import { revealResult } from "../reveal-result.ts";

const toOptions = (list: readonly { id: string; name: string }[]) =>
  list.map((item) => ({ value: item.id, label: item.name }));

/**
 * The estimate card: the range labelled 估值仅供参考, what it was computed from, and the link
 * into the car-loan form prefilled with the same answers. Each new valuation (`revision`)
 * scrolls to it, focuses its heading and marks it, as the loan calculator does.
 */
function ValuationResult({ valuation, revision }: { valuation: ShownValuation; revision: number }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The server render stays put; each new answer after it is revealed.
  useEffect(() => {
    if (revision > 0 && headingRef.current) revealResult(headingRef.current);
  }, [revision]);
  const { estimate } = valuation;
  return (
    <section className="card val-result" aria-labelledby="valuation-result-title">
      <h2 id="valuation-result-title" ref={headingRef} tabIndex={-1}>
        估值结果
      </h2>
      <p className="val-tag">估值仅供参考 · 估值日期 {formatDate(new Date())}</p>
      <p className="val-range">
        {formatWan(estimate.lowYuan)}万 – {formatWan(estimate.highYuan)}万元
      </p>
      <p className="muted">
        {valuation.carName} · {valuation.reg} 上牌 · {valuation.mileageWan}万公里 · {valuation.city} · 车况
        {valuation.conditionLabel}
      </p>
      <p className="muted">
        以上为根据厂商指导价、车龄、里程和车况离线估算的参考区间，不构成收购报价或授信额度；实际车辆价值和可借金额以贷款机构实地评估和审批结果为准。
      </p>
      <a className="btn" href={valuation.applyHref}>
        用爱车申请车主贷
      </a>
    </section>
  );
}

/** Valuation form plus, after a valid submission, the estimate and the car-loan link. */
export default function CarValuationForm() {
  const id = useId();
  const { form, values, refresh, set } = useFormValues();
  const [errors, setErrors] = useState<ValuationErrors>({});
  const [shown, setShown] = useState<ShownValuation | null>(null);
  const [revision, setRevision] = useState(0);

  const brand = findCarBrand(values.brand ?? "");
  const fieldId = (name: ValuationField) => `${id}-${name}`;
  // What was typed or picked before hydration is shown by the pickers from the start.
  useEffect(refresh, [refresh]);
  /** A picker's props: its field, the choice the form holds, and where its error shows. */
  const picked = (name: ValuationField) => ({
    id: fieldId(name),
    name,
    required: true,
    value: values[name] ?? "",
    error: errors[name],
    onChange: (next: string) => set(name, next),
  });

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = formValues(event.currentTarget);
    // The area picker shows 广东省 广州市; the estimate and the car-loan form take the city.
    const cityName = (typed.city_name ?? "").split(" ").pop() ?? "";
    const answers = {
      brandId: typed.brand ?? "",
      seriesId: typed.series ?? "",
      reg: typed.reg ?? "",
      mileage: typed.mileage ?? "",
      city: cityName,
      condition: CONDITIONS.find((c) => c.value === typed.condition)?.value ?? "good",
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

  return (
    <>
      <form
        ref={form}
        className="card val-form"
        noValidate
        onSubmit={onSubmit}
        onChange={refresh}
        aria-label="爱车估值"
      >
        <SheetSelect
          {...picked("brand")}
          label="品牌"
          options={toOptions(CAR_BRANDS)}
          onChange={(next) => {
            set("series", "");
            set("brand", next);
          }}
        />
        <SheetSelect
          {...picked("series")}
          label="车系"
          options={toOptions(brand?.series ?? [])}
          placeholder={brand ? "请选择" : "请先选择品牌"}
        />
        <MonthPicker {...picked("reg")} label="首次上牌时间" yearsBack={MAX_AGE_MONTHS / 12} />
        <Field
          id={fieldId("mileage")}
          name="mileage"
          label="行驶里程（万公里）"
          required
          inputMode="decimal"
          maxLength={10}
          placeholder="如：3.5"
          error={errors.mileage}
        />
        <AreaPicker
          {...picked("city")}
          label="所在城市"
          depth="city"
          shown={values.city_name ?? ""}
          onChange={(code, shown) => {
            set("city_name", shown);
            set("city", code);
          }}
        />
        <Chips
          id={`${id}-condition`}
          name="condition"
          label="车况"
          options={CONDITIONS}
          defaultValue="good"
          hint="优：无事故、外观内饰接近新车；良：正常使用痕迹；一般：有明显磨损或维修记录。"
        />
        <button type="submit" className="btn">
          立即估值
        </button>
      </form>
      {shown && <ValuationResult valuation={shown} revision={revision} />}
    </>
  );
}

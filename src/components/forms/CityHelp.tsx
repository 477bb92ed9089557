/**
 * Help with an area field: "使用当前定位" (the browser asks the visitor's permission, then
 * /v3/app/geocoder names the place) and the IP city the guard already knows, each shown as a
 * suggestion. Nothing is filled in until the visitor taps 使用; at county depth a suggestion
 * that names only a city opens the picker at that city. The bundled area data turns a place
 * into a code and label; it is loaded only when a suggestion needs it.
 */
import { useEffect, useState } from "react";
import { loadAreaList } from "../../client/area-data.ts";
import { canLocate, knownIpPlace, locatePlace, type LocateFailure } from "../../client/city-help.ts";
import { suggestArea, type AreaSuggestion, type Place } from "../../core/area.ts";

interface Props {
  /** Id of the area field's button (this help's own ids derive from it). */
  fieldId: string;
  depth: "city" | "county";
  /** True once the field holds a choice: the IP city is then no longer suggested. */
  filled: boolean;
  /** The visitor confirmed a suggestion. */
  onConfirm: (suggestion: AreaSuggestion) => void;
}

/** A suggestion and where it came from. */
type Shown = { place: Place; label: string; from: "ip" | "location" };

/** What the help says while locating, or why locating gave nothing. */
const CITY_HELP_MESSAGES: Record<LocateFailure | "locating" | "unresolved", string> = {
  locating: "正在获取您的位置…",
  denied: "未获得定位权限，请手动选择城市",
  unavailable: "暂时无法获取您的位置，请手动选择城市",
  "unknown-place": "未能识别您所在的城市，请手动选择",
  unresolved: "未能识别您所在的城市，请手动选择",
};

const PREFIX: Record<Shown["from"], string> = { ip: "网络位置：", location: "当前定位：" };

export function CityHelp({ fieldId, depth, filled, onConfirm }: Props) {
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
  const resolve = async (place: Place): Promise<AreaSuggestion | undefined> => {
    try {
      return suggestArea(await loadAreaList(), place, depth);
    } catch {
      return undefined;
    }
  };

  const locate = async () => {
    if (locating) return;
    setLocating(true);
    setShown(null);
    setMessage(CITY_HELP_MESSAGES.locating);
    const place = await locatePlace();
    const suggestion = typeof place === "string" ? undefined : await resolve(place);
    setLocating(false);
    if (typeof place === "string") setMessage(CITY_HELP_MESSAGES[place]);
    else if (!suggestion) setMessage(CITY_HELP_MESSAGES.unresolved);
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
    else setMessage(CITY_HELP_MESSAGES.unresolved);
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
      <p className="city-help-note" role="status" id={`${fieldId}-help`}>
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

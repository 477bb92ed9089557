/**
 * Spec section 4, "City-based override": "Applies after the IP city is known, only when logged
 * in. Values are input_form, succ_todo, fail_todo." One row per table row, in spec order; the
 * first row whose channel and city both match fires.
 */
import type { Channel } from "./channels.ts";

/** The three flow values of spec section 4. */
export interface FlowValues {
  input_form: number;
  succ_todo: number;
  fail_todo: number;
}

/** One row of the city-override table. */
export interface CityOverrideRow {
  /** Short id for traces and tests. */
  id: string;
  channels: readonly Channel[];
  /** City names as the IP call returns them (ipAddressInfo.name). */
  cities: readonly string[];
  values: FlowValues;
}

const v = (input_form: number, succ_todo: number, fail_todo: number): FlowValues => ({
  input_form,
  succ_todo,
  fail_todo,
});

export const CITY_OVERRIDE_ROWS: readonly CityOverrideRow[] = [
  {
    id: "5265-big-cities",
    channels: ["channel_5265"],
    cities: ["上海市", "北京市", "成都市", "深圳市", "广州市", "杭州市", "青岛市"],
    values: v(1, 4, 3),
  },
  {
    id: "5626-group-shanghai",
    channels: ["channel_5626", "channel_5627", "channel_5969", "channel_5972", "channel_5973"],
    cities: ["上海市"],
    values: v(1, 4, 3),
  },
  { id: "5320-beijing", channels: ["channel_5320"], cities: ["北京市"], values: v(1, 4, 3) },
  {
    id: "963-four-cities",
    channels: ["channel_963"],
    cities: ["北京市", "上海市", "杭州市", "成都市"],
    values: v(1, 4, 3),
  },
  {
    id: "login-channels-beijing",
    channels: ["channel_683", "channel_684", "channel_685", "channel_679", "channel_5167", "channel_5180"],
    cities: ["北京市"],
    values: v(0, 5, 5),
  },
  { id: "5130-shenzhen", channels: ["channel_5130"], cities: ["深圳市"], values: v(0, 5, 5) },
  { id: "5618-chengdu", channels: ["channel_5618"], cities: ["成都市"], values: v(0, 5, 5) },
  {
    id: "5716-5883-shanghai-hangzhou",
    channels: ["channel_5716", "channel_5883"],
    cities: ["上海市", "杭州市"],
    values: v(0, 0, 0),
  },
  {
    id: "5967-5966-shenzhen",
    channels: ["channel_5967", "channel_5966"],
    cities: ["深圳市"],
    values: v(0, 0, 0),
  },
  {
    id: "5996-shenzhen-beijing",
    channels: ["channel_5996"],
    cities: ["深圳市", "北京市"],
    values: v(0, 0, 0),
  },
  {
    id: "5483-four-cities",
    channels: ["channel_5483"],
    cities: ["杭州市", "上海市", "北京市", "重庆市"],
    values: v(0, 4, 3),
  },
];

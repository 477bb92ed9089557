/** Data endpoints: areas, city, login-page data, channel settings, activation, products. */

/** One area of @vant/area-data: a 6-digit code and its name. */
export interface Area {
  code: string;
  name: string;
}

/** POST /v1/region/list: children of `code` (absent: provinces; province: cities; city: counties). */
export interface RegionListData {
  list: Area[];
}

/**
 * POST /v3/app/geocoder: the city for a position. The reference server answers the nearest of
 * a fixed sample of large cities (deterministic, no map service).
 */
export interface GeocoderData {
  province: Area;
  city: Area;
}

/** POST /v3/app/ipInfo: city of the visitor's IP; `name` is a city name such as 上海市. */
export interface IpInfoData {
  /** City code of @vant/area-data (e.g. 310100), empty when the name is not in the area data. */
  code: string;
  name: string;
}

/** POST /v3/app/index: login-page data. Rates are 年化利率（单利） in percent (PBoC 2021 No. 3). */
export interface AppIndexData {
  amount: { min: number; max: number; default: number };
  rate: { label: "年化利率（单利）"; min: number; max: number };
  terms: number[];
  banners: string[];
  notice: string;
}

/** Web flow settings of a channel (spec section 4). */
export interface H5FlowInfo {
  succ_todo: number;
  fail_todo: number;
  input_form: 0 | 1;
}

/** POST /v3/channel/info: settings of the body's `_channel`; unknown channel: body code 404. */
export interface ChannelInfo {
  /** APP-IOS, APP-安卓, otherwise a web flow (empty string). */
  application: string;
  h5_bd_type_for_p4: 1 | 2 | 3;
  h5_flow_info: H5FlowInfo;
  my_app_name: string;
  nid: number;
}

/** POST /v1/user/activeChannel: records that the body's `_channel` was activated (user optional). */
export interface ActiveChannelData {
  channel: string;
  /** Unix time in milliseconds. */
  activated_at: number;
}

/** POST /v3/product/list (added to the spec's list): marketplace products. */
export interface Product {
  id: number;
  name: string;
  /** Path inside the bundle, e.g. /products/p1.svg. */
  logo: string;
  amount_min: number;
  amount_max: number;
  /** 年化利率（单利）, percent per year. */
  rate_min: number;
  rate_max: number;
  term_min: number;
  term_max: number;
  apply_url: string;
  tags: string[];
  /** The institution that lends (required: an item without it is not shown). */
  lender: string;
  /** The lender's customer-service phone, named in the data-sharing consent (PIPL art. 23). */
  lender_phone: string;
}
export interface ProductListData {
  list: Product[];
}

/** Every tracking record and conversion relay answers this (/app/record/shanqian and the oapi relays). */
export interface RecordedData {
  id: number;
}

/**
 * Fakes of the page for the tracker tests (used by *.test.ts only): a document that records the
 * scripts appended to <head> and lets a test finish each one, an in-memory storage, and a
 * controller environment around them.
 */
import type { TrackerRegistry } from "../../config/trackers.ts";
import type {
  ScriptDocument,
  ScriptElementLike,
  TrackerEnv,
  TrackerState,
  TrackerWindow,
} from "./controller.ts";

/** A <script> the fake document created; `finish` fires its load or error listener. */
interface FakeScript extends ScriptElementLike {
  finish(outcome: "load" | "error"): void;
}

export interface FakeDocument extends ScriptDocument {
  /** Scripts appended to <head>, in order. */
  appended: FakeScript[];
}

export function fakeDocument(options: { head?: boolean } = {}): FakeDocument {
  const appended: FakeScript[] = [];
  const doc: FakeDocument = {
    appended,
    head:
      options.head === false
        ? null
        : {
            appendChild(node) {
              appended.push(node as FakeScript);
              return node;
            },
          },
    createElement() {
      const listeners: Record<string, (() => void)[]> = { load: [], error: [] };
      const script: FakeScript = {
        async: false,
        src: "",
        addEventListener(type, listener) {
          listeners[type]?.push(listener);
        },
        finish(outcome) {
          for (const listener of listeners[outcome] ?? []) listener();
        },
      };
      return script;
    },
  };
  return doc;
}

/** Lets pending promise callbacks run. */
export async function flush(): Promise<void> {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

/** An in-memory Storage with the two methods the trackers use. */
function memoryStorage(): Pick<Storage, "getItem" | "setItem"> & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
  };
}

interface RelayCall {
  path: string;
  fields: Record<string, string>;
}

/** A controller environment of fakes; `clock.now` and `state` are mutable by the test. */
export function fakeEnv(registry: TrackerRegistry, state: Partial<TrackerState> = {}) {
  const doc = fakeDocument();
  const win: TrackerWindow = {};
  const storage = memoryStorage();
  const relays: RelayCall[] = [];
  const clock = { now: Date.parse("2024-06-01T10:00:00+08:00") };
  const current: TrackerState = {
    userId: "42",
    channel: "channel_5818",
    bdVidUrl: "",
    kuaishou: null,
    ...state,
  };
  const env: TrackerEnv & {
    relays: RelayCall[];
    doc: FakeDocument;
    current: TrackerState;
    clock: typeof clock;
  } = {
    win,
    doc,
    registry,
    storage,
    now: () => clock.now,
    state: () => ({ ...current }),
    relay: async (call, fields) => {
      relays.push({ path: call.path, fields: fields as Record<string, string> });
      return true;
    },
    // Tests never wait for real time: the cap elapses at once unless a test replaces this.
    wait: () => Promise.resolve(),
    relays,
    current,
    clock,
  };
  return env;
}

/** What the analytics facade and its tools share (no code: a tool imports this, never the facade). */

export type EventProps = Record<string, string | number | boolean | null | undefined>;

/** SPEC §3 'Analytics identify traits'. */
export interface IdentifyTraits {
  email: string;
  name: string;
  country: string | null;
  tenant: string;
  last_sign_method: string;
}

/** A tool that receives analytics (GA4, or a test's recorder). */
export interface AnalyticsSink {
  identify: (userId: string, traits: IdentifyTraits) => void;
  track: (event: string, props: EventProps) => void;
  reset: () => void;
  /** A page view of the current address (the first one, then each client navigation). */
  page?: () => void;
}

/** GA4 through gtag.js: the script is injected on first use; calls queue in dataLayer until it loads. */
import type { AnalyticsSink } from './index';

type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

export function createGa4Sink(measurementId: string): AnalyticsSink {
  if (!window.gtag) {
    window.dataLayer = window.dataLayer ?? [];
    // gtag.js reads the arguments object itself, so this must stay a plain function.
    window.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params
      window.dataLayer?.push(arguments);
    };
    window.gtag('js', new Date());
    const script = document.createElement('script');
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
    document.head.appendChild(script);
  }
  const gtag: Gtag = (...args) => window.gtag?.(...args);
  gtag('config', measurementId, { send_page_view: true });
  return {
    identify: (userId, traits) => {
      gtag('set', { user_id: userId });
      // GA4 forbids personal data such as the email in user properties: only the coarse traits go.
      gtag('set', 'user_properties', { country: traits.country, tenant: traits.tenant, last_sign_method: traits.last_sign_method });
    },
    track: (event, props) => gtag('event', event, props),
    reset: () => gtag('set', { user_id: null }),
  };
}

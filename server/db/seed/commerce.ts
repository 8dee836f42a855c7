/** Products (SVOD, CVOD, PPV tickets in several currencies) and single-use access codes. */
import type { AccessCodesTable, EventsTable, ProductsTable } from '../schema';
import { LEAGUES, teamId } from './leagues';

const ALL_LEAGUES = JSON.stringify(LEAGUES.map((l) => l.id));
const PPV_PRICES: [number, string][] = [
  [999, 'EUR'],
  [1299, 'USD'],
  [799, 'GBP'],
  [1499, 'CHF'],
  [499, 'EUR'],
  [1999, 'USD'],
];

const subscription = (
  id: string,
  type: 'SVOD' | 'CVOD',
  title: string,
  description: string,
  price: number,
  currency: string,
  units: 'month' | 'year',
  identities: string,
  order: number,
): ProductsTable => ({
  id,
  type,
  title,
  description,
  price_cents: price,
  currency,
  duration: 1,
  duration_units: units,
  event_id: null,
  identity_ids: identities,
  offer_start: null,
  offer_end: null,
  auto_renew: 1,
  sort_order: order,
});

export function buildProducts(events: EventsTable[]): ProductsTable[] {
  const northside = teamId(LEAGUES[0]!.teams[0]!);
  const products: ProductsTable[] = [
    subscription('svod-monthly', 'SVOD', 'All Sports Monthly', 'Every league, live and on demand. Cancel any time.', 999, 'EUR', 'month', ALL_LEAGUES, 1),
    subscription('svod-annual', 'SVOD', 'All Sports Annual', 'Every league for a year: two months free.', 8999, 'EUR', 'year', ALL_LEAGUES, 2),
    subscription('svod-monthly-us', 'SVOD', 'All Sports Monthly (US)', 'Every league, billed in US dollars.', 1199, 'USD', 'month', ALL_LEAGUES, 3),
    subscription('cvod-metro', 'CVOD', 'Metro Basketball Pass', 'All Metro Basketball League games.', 599, 'USD', 'month', '["lg-metro"]', 4),
    subscription('cvod-northern', 'CVOD', 'Northern Ice Pass', 'All Northern Ice League games.', 499, 'GBP', 'month', '["lg-northern"]', 5),
    subscription('cvod-northside', 'CVOD', 'Northside United Club Pass', 'Every Northside United game.', 399, 'GBP', 'month', JSON.stringify([northside]), 6),
  ];
  events
    .filter((e) => e.access_type === 'ppv')
    .forEach((e, i) => {
      const [price, currency] = PPV_PRICES[i % PPV_PRICES.length]!;
      products.push({
        id: `ppv-${e.id}`,
        type: 'PPV',
        title: `${e.title} (pay-per-view)`,
        description: `One ticket for ${e.title}, live and replay.`,
        price_cents: price,
        currency,
        duration: null,
        duration_units: null,
        event_id: e.id,
        identity_ids: '[]',
        offer_start: null,
        offer_end: null,
        auto_renew: 0,
        sort_order: 100 + i,
      });
    });
  return products;
}

/** Codes are documented in server/README.md; each can be redeemed once. */
export function buildAccessCodes(products: ProductsTable[]): AccessCodesTable[] {
  const ppv = products.filter((p) => p.type === 'PPV').slice(0, 4);
  const codes: [string, string][] = [
    ...ppv.map((p, i): [string, string] => [`PPV-DEMO-000${i + 1}`, p.id]),
    ['SVOD-DEMO-0001', 'svod-monthly'],
    ['SVOD-DEMO-0002', 'svod-monthly'],
    ['SVOD-DEMO-0003', 'svod-monthly'],
    ['CVOD-DEMO-0001', 'cvod-metro'],
  ];
  return codes.map(([code, product_id]) => ({ code, product_id, redeemed_by: null, redeemed_at: null }));
}

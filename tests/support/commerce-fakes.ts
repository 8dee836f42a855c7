/** The platform API's commerce answers as the wire contract shapes them (lib/api/contract/commerce.ts), for tests to vary. */
import type { Contract as WireContract, Payment as WirePayment } from '@/lib/api/contract/commerce';

/** A monthly subscription, active and renewing, bought on 1 March 2026. */
export const wireContract = (over: Partial<WireContract> = {}): WireContract => ({
  id: 'c-1',
  productId: `p-${over.id ?? 'c-1'}`,
  title: 'Season Pass',
  description: '',
  type: 'SVOD',
  commerceModel: 'svod',
  price: 9.99,
  currency: 'EUR',
  eventId: null,
  startDate: '2026-03-01T12:00:00.000Z',
  endDate: '2036-01-15T12:00:00.000Z',
  isActive: true,
  isCanceled: false,
  autoRenew: true,
  purchaseProcessing: false,
  lastPayment: null,
  items: [],
  duration: 1,
  durationUnits: 'month',
  isEventAvailableInUserRegion: true,
  createdAt: '2026-03-01T12:00:00.000Z',
  ...over,
});

/** An approved card payment for the Season Pass on 1 November 2026. */
export const wirePayment = (over: Partial<WirePayment> = {}): WirePayment => ({
  id: 'pay-1',
  title: 'Season Pass',
  amount: 9.99,
  currency: 'EUR',
  status: 'APPROVED',
  action: 'creditCardPay',
  date: '2026-11-01T12:00:00.000Z',
  cardLast4: '4242',
  ...over,
});

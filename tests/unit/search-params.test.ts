/** The search lives in the URL: parsing is forgiving and defaults stay out of shared links. */
import { describe, expect, it } from 'vitest';
import { hasCriteria, parseSearch, searchFilters, searchQuery } from '@/components/search/search-params';

describe('search parameters', () => {
  it('reads q, date, sport, sort and order, falling back to defaults for unknown values', () => {
    expect(parseSearch({ q: ' Hawks ', date: 'past_30_days', sport: 'basketball', sort: 'title', order: 'asc' })).toEqual({
      q: 'Hawks',
      date: 'past_30_days',
      sport: 'basketball',
      sort: 'title',
      order: 'asc',
    });
    expect(parseSearch(new URLSearchParams('q=x&date=last_year&sort=views&order=up'))).toEqual({
      q: 'x',
      date: 'anytime',
      sport: '',
      sort: 'date',
      order: 'desc',
    });
    expect(parseSearch({ q: ['first', 'second'] }).q).toBe('first');
  });

  it('writes only what differs from the defaults', () => {
    expect(searchQuery(parseSearch({ q: 'Metro Hawks' }))).toBe('q=Metro+Hawks');
    expect(searchQuery(parseSearch({ q: 'x', date: 'today', order: 'asc' }))).toBe('q=x&date=today&order=asc');
  });

  it('round-trips through the URL', () => {
    const state = parseSearch({ q: 'Bulls', date: 'yesterday', sport: 'handball', sort: 'title', order: 'asc' });
    expect(parseSearch(new URLSearchParams(searchQuery(state)))).toEqual(state);
  });

  it('searches only with a text or a sport, and sends the date filter by name', () => {
    expect(hasCriteria(parseSearch({ date: 'today' }))).toBe(false);
    expect(hasCriteria(parseSearch({ sport: 'football' }))).toBe(true);
    expect(searchFilters(parseSearch({ q: 'Bulls', date: 'today' }))).toEqual({ search: 'Bulls', date: 'today', sort: 'date', order: 'desc' });
  });
});

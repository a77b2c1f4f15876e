import { COMMENTS_PAGE_SIZE, NO_COMMENT_FILTERS, commentFiltersFromSearch, commentsLink, commentsQueryOf, searchFromCommentFilters } from '../comment-filters';

const DEALER = '3f2b7a9e-1c4d-4e5f-8a6b-7c8d9e0f1a2b';

describe('comment list filters in the address', () => {
  it('reads every filter and writes it back in the same order', () => {
    const search = new URLSearchParams(`type=service&band=bottom6&topic=S03&from=2026-10-01&to=2026-10-31&region=Region3&dealer_id=${DEALER}&q=รอนาน&page=3`);
    const filters = commentFiltersFromSearch(search, ['showroom', 'service']);
    expect(filters).toEqual({ type: 'service', band: 'bottom6', topic: 'S03', from: '2026-10-01', to: '2026-10-31', q: 'รอนาน', page: 3, region: 'Region3', area_code: '', dealer_id: DEALER });
    expect(searchFromCommentFilters(filters).toString()).toBe(new URLSearchParams(`type=service&band=bottom6&topic=S03&from=2026-10-01&to=2026-10-31&region=Region3&dealer_id=${DEALER}&q=รอนาน&page=3`).toString());
  });

  it.each([
    ['a type the user may not see', 'type=service', { type: '' }],
    ['an unknown band', 'band=awful', { band: '' }],
    ['a topic that is no topic code', 'topic=DROP%20TABLE', { topic: '' }],
    ['a praise topic', 'topic=praise.staff', { topic: 'praise.staff' }],
    ['a day that is not a day', 'from=2026-13-45&to=yesterday', { from: '', to: '' }],
    ['a page that is not a number', 'page=-2', { page: 1 }],
    ['a dealer that is not an id', 'dealer_id=1%20OR%201=1', { dealer_id: '' }],
  ])('lets go of %s', (_name, search, expected) => {
    expect(commentFiltersFromSearch(new URLSearchParams(search), ['showroom'])).toEqual({ ...NO_COMMENT_FILTERS, ...expected });
  });

  it('caps the search text at 200 characters', () => {
    expect(commentFiltersFromSearch(new URLSearchParams(`q=${'ก'.repeat(300)}`), ['showroom']).q).toHaveLength(200);
  });

  it('asks the api for the filled-in filters and the page only', () => {
    expect(commentsQueryOf({ ...NO_COMMENT_FILTERS, band: 'top2box', page: 2 })).toEqual({ band: 'top2box', page: 2, limit: COMMENTS_PAGE_SIZE });
  });

  it('links a figure of the voice page to its comments: topic, days and place', () => {
    expect(commentsLink({ topic: 'S03', from: '2026-10-01', to: '2026-10-31', region: 'Region3', area_code: '', type: '' })).toBe('/app/ticket/survey/comments?topic=S03&from=2026-10-01&to=2026-10-31&region=Region3');
    expect(commentsLink({})).toBe('/app/ticket/survey/comments');
  });
});

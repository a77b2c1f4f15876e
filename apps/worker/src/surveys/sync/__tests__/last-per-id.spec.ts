import { lastPerId } from '../survey-case-dimensions';

describe('lastPerId', () => {
  it('keeps a page without repeats as it is', () => {
    const items = [{ survey_id: 'a', n: 1 }, { survey_id: 'b', n: 2 }, { survey_id: 'c', n: 3 }];
    expect(lastPerId(items)).toEqual(items);
  });

  it('keeps the last state of a repeated id, in the order of the last states', () => {
    const items = [{ survey_id: 'a', n: 1 }, { survey_id: 'b', n: 2 }, { survey_id: 'a', n: 3 }, { survey_id: 'c', n: 4 }, { survey_id: 'b', n: 5 }];
    expect(lastPerId(items)).toEqual([{ survey_id: 'a', n: 3 }, { survey_id: 'c', n: 4 }, { survey_id: 'b', n: 5 }]);
  });

  it('answers an empty page with nothing', () => {
    expect(lastPerId([])).toEqual([]);
  });
});

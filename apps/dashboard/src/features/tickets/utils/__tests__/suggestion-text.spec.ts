import { SUGGESTION_MAX_CHARACTERS, suggestionText } from '../suggestion-text';

describe('the description a category suggestion is asked for', () => {
  it.each([
    ['nothing yet', '', null],
    ['too short to say anything', '  รอนาน  ', null],
    ['spaces folded and trimmed', '  รอนานมาก   ไม่มีใครโทรกลับ ', 'รอนานมาก ไม่มีใครโทรกลับ'],
  ])('%s', (_name, description, expected) => {
    expect(suggestionText(description)).toBe(expected);
  });

  it('sends at most the api limit of a long description', () => {
    expect(suggestionText('ก'.repeat(SUGGESTION_MAX_CHARACTERS + 500))).toHaveLength(SUGGESTION_MAX_CHARACTERS);
  });
});

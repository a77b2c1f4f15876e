import { CATEGORY_ERRORS, type ComplaintCategories, type TicketType } from '@voc/domain';
import { type CategoryRuleMessages, categoriesOfType, categoryRuleMessages, hasCategoryProblems, withCategory, withOthersText } from '../complaint-category-rules';

const none: CategoryRuleMessages = { general: [], byGroup: {} };

describe('complaint-category picker rules', () => {
  it.each<[string, TicketType, ComplaintCategories, CategoryRuleMessages]>([
    ['one category chosen: fine', 'showroom', { A01: true }, none],
    ['a service category on a service ticket: fine', 'service', { S03: true, S07: true }, none],
    ['nothing chosen: choose at least one', 'showroom', {}, { general: [CATEGORY_ERRORS.required], byGroup: {} }],
    ['only unticked codes: choose at least one', 'showroom', { A01: false }, { general: [CATEGORY_ERRORS.required], byGroup: {} }],
    ['Others with its detail: fine', 'showroom', { F99: true, F100: 'สติกเกอร์ลอก' }, none],
    ['Others without its detail', 'showroom', { A99: true }, { general: [], byGroup: { A: [CATEGORY_ERRORS.othersDetail] } }],
    ['Others with blank detail', 'service', { S99: true, S100: '   ' }, { general: [], byGroup: { S: [CATEGORY_ERRORS.othersDetail] } }],
    ['a detail without the Others heading', 'showroom', { A01: true, O100: 'เสียงดัง' }, { general: [], byGroup: { O: [CATEGORY_ERRORS.othersHeading] } }],
    ['other product without the defective part', 'showroom', { P99: true }, { general: [], byGroup: { P: [CATEGORY_ERRORS.defectivePart] } }],
    ['other product naming the part: fine', 'showroom', { P99: true, P100: 'กระจกมองข้าง' }, none],
    ['a code of the other ticket type', 'showroom', { A01: true, S01: true }, { general: [CATEGORY_ERRORS.unknown], byGroup: {} }],
    [
      'several problems at once, each where it belongs',
      'showroom',
      { A99: true, F100: 'x', P99: true },
      { general: [], byGroup: { A: [CATEGORY_ERRORS.othersDetail], F: [CATEGORY_ERRORS.othersHeading], P: [CATEGORY_ERRORS.defectivePart] } },
    ],
  ])('%s', (_case, type, categories, expected) => {
    const messages = categoryRuleMessages(type, categories);
    expect(messages).toEqual(expected);
    expect(hasCategoryProblems(messages)).toBe(expected !== none);
  });

  it('keeps only ticked codes and non-empty texts in the map', () => {
    let categories = withCategory({}, 'A01', true);
    categories = withCategory(categories, 'A99', true);
    categories = withOthersText(categories, 'A100', 'ที่จอดรถ');
    expect(categories).toEqual({ A01: true, A99: true, A100: 'ที่จอดรถ' });
    categories = withCategory(categories, 'A01', false);
    categories = withOthersText(categories, 'A100', '');
    expect(categories).toEqual({ A99: true });
  });

  it('drops codes of the other type, unticked codes and empty texts from stored categories', () => {
    expect(categoriesOfType('showroom', { A01: true, S01: true, F02: false, F100: '', O100: 'x' })).toEqual({ A01: true, O100: 'x' });
    expect(categoriesOfType('service', null)).toEqual({});
  });
});

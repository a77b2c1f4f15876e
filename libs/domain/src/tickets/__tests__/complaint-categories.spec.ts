import { CATEGORY_ERRORS, categoryCodes, countedCategories, validateComplaintCategories } from '../complaint-categories';

describe('complaint categories', () => {
  it('showroom has groups A F P O with their Others and free text; service has S', () => {
    expect(categoryCodes('showroom')).toEqual(
      expect.arrayContaining(['A01', 'A07', 'A99', 'A100', 'F01', 'F05', 'F99', 'F100', 'P01', 'P99', 'P100', 'O01', 'O99', 'O100']),
    );
    expect(categoryCodes('showroom')).not.toContain('S01');
    expect(categoryCodes('service')).toEqual([...Array.from({ length: 10 }, (_, i) => `S${String(i + 1).padStart(2, '0')}`), 'S99', 'S100']);
  });

  it('counts ticked codes and never free text', () => {
    expect(countedCategories({ A01: true, A02: false, A99: true, A100: 'dusty', F100: 'x' })).toEqual(['A01', 'A99']);
  });

  it.each([
    ['one ticked category', 'showroom', { A01: true }, []],
    ['Others with its detail', 'showroom', { A99: true, A100: 'ห้องน้ำสกปรก' }, []],
    ['service Others with detail', 'service', { S99: true, S100: 'รอนาน' }, []],
    ['nothing ticked', 'showroom', {}, [{ code: '', message: CATEGORY_ERRORS.required }]],
    ['only unticked', 'showroom', { A01: false }, [{ code: '', message: CATEGORY_ERRORS.required }]],
    ['a free text alone does not count', 'showroom', { A99: false, A100: 'x' }, [{ code: '', message: CATEGORY_ERRORS.required }, { code: 'A99', message: CATEGORY_ERRORS.othersHeading }]],
    ['Others without detail', 'showroom', { A99: true }, [{ code: 'A100', message: CATEGORY_ERRORS.othersDetail }]],
    ['Others with blank detail', 'service', { S99: true, S100: '   ' }, [{ code: 'S100', message: CATEGORY_ERRORS.othersDetail }]],
    ['detail without the Others heading', 'showroom', { A01: true, F100: 'เสียงดัง' }, [{ code: 'F99', message: CATEGORY_ERRORS.othersHeading }]],
    ['other product without the defective part', 'showroom', { P99: true }, [{ code: 'P100', message: CATEGORY_ERRORS.defectivePart }]],
    ['other product naming the part', 'showroom', { P99: true, P100: 'กระจกมองข้าง' }, []],
    ['a service code on a showroom ticket', 'showroom', { A01: true, S01: true }, [{ code: 'S01', message: CATEGORY_ERRORS.unknown }]],
  ] as const)('%s', (_name, type, categories, problems) => {
    expect(validateComplaintCategories(type, { ...categories })).toEqual(problems);
  });
});

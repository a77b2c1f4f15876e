import { isStrongPassword } from '../password-rule';

describe('isStrongPassword', () => {
  it.each([
    ['8 characters, letter and digit', 'abcdefg1', {}, true],
    ['7 characters', 'abcdef1', {}, false],
    ['no digit', 'abcdefgh', {}, false],
    ['no letter', '12345678', {}, false],
    ['Thai letters and a digit count', 'รหัสผ่านดี1', {}, true],
    ['Thai digits count as digits', 'password๑', {}, true],
    ['long and mixed', 'correct-horse-battery-9', {}, true],
    ['contains the email local part', 'somchai2024!', { email: 'somchai@dealer.co.th' }, false],
    ['contains it in another case', 'xxSOMCHAIxx1', { email: 'somchai@dealer.co.th' }, false],
    ['the email domain is not the name', 'dealer2024x', { email: 'somchai@dealer.co.th' }, true],
    ['contains the passport id', 'ab-p12345-9', { passportId: 'P12345' }, false],
    ['a local part shorter than 3 is not checked', 'abcdefg1', { email: 'ab@x.co' }, true],
  ])('%s', (_name, password, owner, expected) => {
    expect(isStrongPassword(password, owner)).toBe(expected);
  });
});

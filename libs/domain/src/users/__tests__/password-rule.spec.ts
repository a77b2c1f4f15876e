import { isStrongPassword, passwordProblem } from '../password-rule';

describe('passwordProblem', () => {
  it.each([
    ['8 characters, letter and digit', 'abcdefg1', {}, null],
    ['7 characters', 'abcdef1', {}, 'tooShort'],
    ['too short comes first', 'demo123', {}, 'tooShort'],
    ['no digit', 'abcdxefgh', {}, 'needsLetterAndDigit'],
    ['no letter, not on the lists', '90817263', {}, 'needsLetterAndDigit'],
    ['Thai letters and a digit count', 'รหัสผ่านดี1', {}, null],
    ['Thai digits count as digits', 'รหัสผ่าน๑', {}, null],
    ['long and mixed', 'correct-horse-battery-9', {}, null],
    ['the demo password', 'demo1234', {}, 'tooCommon'],
    ['the demo password in capitals with a sign', 'Demo1234!', {}, 'tooCommon'],
    ['password', 'password', {}, 'tooCommon'],
    ['password with digits', 'Password123', {}, 'tooCommon'],
    ['password in look-alike signs', 'P@ssw0rd', {}, 'tooCommon'],
    ['password spaced by a sign', 'pass-word-99', {}, 'tooCommon'],
    ['a run of digits', '12345678', {}, 'tooCommon'],
    ['a longer run of digits', '1234567890', {}, 'tooCommon'],
    ['a keyboard walk', 'qwerty123', {}, 'tooCommon'],
    ['a keyboard walk of letters and digits', '1qaz2wsx', {}, 'tooCommon'],
    ['one character repeated', 'aaaaaaaa', {}, 'tooCommon'],
    ['one digit repeated', '77777777', {}, 'tooCommon'],
    ['blank is not common, it lacks a letter and a digit', '         ', {}, 'needsLetterAndDigit'],
    ['one letter repeated with digits', 'zzzz2024', {}, 'tooCommon'],
    ['a word repeated', 'demodemo1', {}, 'tooCommon'],
    ['the product name', 'VOCdashboard1', {}, 'tooCommon'],
    ['the maker with the year', 'Nissan2024', {}, 'tooCommon'],
    ['admin with digits', 'Admin@123', {}, 'tooCommon'],
    ['a list word inside a longer phrase is fine', 'my-password-garden-7', {}, null],
    ['contains the email local part', 'somchai2024!', { email: 'somchai@dealer.co.th' }, 'containsOwnName'],
    ['contains it in another case', 'xxSOMCHAIxx1', { email: 'somchai@dealer.co.th' }, 'containsOwnName'],
    ['the email domain is not the name', 'dealer2024x', { email: 'somchai@dealer.co.th' }, null],
    ['contains the passport id', 'ab-p12345-9', { passportId: 'P12345' }, 'containsOwnName'],
    ['a local part shorter than 3 is not checked', 'abcdefg1', { email: 'ab@x.co' }, null],
  ])('%s: %s', (_name, password, owner, expected) => {
    expect(passwordProblem(password, owner)).toBe(expected);
    expect(isStrongPassword(password, owner)).toBe(expected === null);
  });
});

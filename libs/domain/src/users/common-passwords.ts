/**
 * Passwords that guessing lists try first, as words: a password whose letters (digits and signs
 * around them, and look-alike signs inside, taken away) are one of these is refused, so
 * `Password1!`, `p@ssw0rd`, `demo1234` and `Nissan2024` go with `password`. Kept short and
 * lower-case; the product's own names (the demo password, the product and maker) are in it
 * because they are the first thing anyone would try here.
 */
export const COMMON_PASSWORD_WORDS: ReadonlySet<string> = new Set([
  // the product, its maker and its demo
  'demo', 'voc', 'vocdashboard', 'dashboard', 'nissan', 'datsun', 'dealer', 'showroom', 'service', 'complaint',
  // the lists' first words
  'password', 'passwort', 'pass', 'passwd', 'pwd', 'admin', 'administrator', 'root', 'user', 'test', 'tester',
  'guest', 'login', 'welcome', 'letmein', 'changeme', 'default', 'secret', 'master', 'access', 'hello', 'iloveyou',
  'qwerty', 'qwertyui', 'qwertyuiop', 'asdf', 'asdfgh', 'asdfghjk', 'asdfghjkl', 'zxcv', 'zxcvbn', 'zxcvbnm',
  'qaz', 'qazwsx', 'wsx', 'abc', 'abcd', 'abcde', 'abcdef', 'abcdefgh', 'aaa', 'xxx',
  'monkey', 'dragon', 'sunshine', 'princess', 'football', 'baseball', 'superman', 'batman', 'trustno', 'shadow',
  'michael', 'freedom', 'whatever', 'computer', 'internet', 'summer', 'winter', 'spring', 'autumn',
  'thailand', 'bangkok', 'sawasdee', 'sawadee', 'company', 'office', 'system',
]);

/**
 * Whole passwords the lists hold that are not a word with digits around it: runs of digits and
 * keyboard walks mixing letters and digits.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '12345678', '123456789', '1234567890', '0123456789', '87654321', '11111111', '00000000', '12341234', '11223344',
  '12121212', '1q2w3e4r', '1q2w3e4r5t', '1q2w3e4r5t6y', 'q1w2e3r4', 'q1w2e3r4t5', '1qaz2wsx', '1qaz2wsx3edc', 'zaq12wsx',
  'zaq1zaq1', 'qweasdzxc', 'a1b2c3d4', 'aa123456', 'abc12345', 'abcd1234', 'qwe12345', 'qwer1234', 'asdf1234', 'zxcv1234',
]);

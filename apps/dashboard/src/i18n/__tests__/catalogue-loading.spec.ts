import { i18n } from '../i18n';
import i18next from 'i18next';
import { ensureCatalogue, ensurePageTexts, switchLanguage } from '../catalogue-loading';
import { enUS } from '../en-US';
import { thTH } from '../th-TH';
import { thTHStart } from '../th-TH-start';
import { isStartText } from '../start-texts';

/** An instance as i18n.ts makes it (Thai start texts only), for tests that must start from there. */
async function freshInstance(lng: 'th-TH' | 'en-US' = 'th-TH') {
  const instance = i18next.createInstance();
  await instance.init({ resources: { 'th-TH': { translation: { ...thTHStart } } }, partialBundledLanguages: true, lng: 'th-TH', fallbackLng: 'th-TH', keySeparator: false, nsSeparator: false });
  if (lng !== 'th-TH') await switchLanguage(instance, lng);
  return instance;
}

describe('catalogue loading', () => {
  afterEach(async () => {
    await i18n.changeLanguage('th-TH');
  });

  it('starts with Thai only: English is fetched the first time it is chosen', () => {
    expect(i18n.language).toBe('th-TH');
    expect(i18n.t('common.tryAgain')).toBe(thTH['common.tryAgain']);
    expect(i18n.hasResourceBundle('th-TH', 'translation')).toBe(true);
    expect(i18n.hasResourceBundle('en-US', 'translation')).toBe(false);
  });

  it('switches to English only once its texts are there, never showing a raw key', async () => {
    const switching = switchLanguage(i18n, 'en-US');
    // Meanwhile the page keeps its Thai texts.
    expect(i18n.t('common.tryAgain')).toBe(thTH['common.tryAgain']);
    await switching;
    expect(i18n.language).toBe('en-US');
    expect(i18n.t('common.tryAgain')).toBe(enUS['common.tryAgain']);
  });

  it('does not switch when another language was chosen while the catalogue was on its way', async () => {
    await switchLanguage(i18n, 'en-US', () => false);
    expect(i18n.language).toBe('th-TH');
  });

  it('fetches a catalogue once, and no more of Thai than the start texts until the pages want theirs', async () => {
    const instance = await freshInstance();
    await ensureCatalogue(instance, 'en-US');
    const bundle = instance.getResourceBundle('en-US', 'translation') as unknown;
    await ensureCatalogue(instance, 'en-US');
    await ensureCatalogue(instance, 'th-TH');
    expect(instance.getResourceBundle('en-US', 'translation')).toBe(bundle);
    expect(instance.getResourceBundle('th-TH', 'translation')).toEqual(thTHStart);
  });

  it('adds the pages\' Thai texts when the signed-in area asks for them', async () => {
    const instance = await freshInstance();
    expect(instance.t('shell.signOut')).toBe('shell.signOut');
    await ensurePageTexts(instance);
    expect(instance.getResourceBundle('th-TH', 'translation')).toEqual(thTH);
    expect(instance.t('shell.signOut')).toBe(thTH['shell.signOut']);
  });

  it('after the pages asked in English, switching to Thai brings the pages\' Thai texts before it switches', async () => {
    const instance = await freshInstance('en-US');
    await ensurePageTexts(instance);
    expect(instance.getResourceBundle('th-TH', 'translation')).toEqual(thTHStart);
    await switchLanguage(instance, 'th-TH');
    expect(instance.language).toBe('th-TH');
    expect(instance.t('shell.signOut')).toBe(thTH['shell.signOut']);
  });
});

describe('the Thai start texts', () => {
  it.each([
    ['signin.dealer.heading', true],
    ['errors.carModel.taken', true],
    ['common.confirm', true],
    ['app.name', true],
    ['shell.signOut', false],
    ['kpiDashboard.tiles', false],
    ['menu.report.callcenter', false],
  ])('%s is a start text: %s', (key, start) => {
    expect(isStartText(key)).toBe(start);
    expect(key in thTHStart).toBe(start);
    expect(key in thTH).toBe(true);
  });

  it('holds exactly the texts whose keys have a start prefix', () => {
    expect(Object.keys(thTH).filter(isStartText).sort()).toEqual(Object.keys(thTHStart).sort());
  });
});

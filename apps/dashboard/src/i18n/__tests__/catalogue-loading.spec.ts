import { i18n } from '../i18n';
import { ensureCatalogue, switchLanguage } from '../catalogue-loading';
import { enUS } from '../en-US';
import { thTH } from '../th-TH';

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

  it('fetches a catalogue once, and Thai never', async () => {
    await ensureCatalogue(i18n, 'en-US');
    const bundle = i18n.getResourceBundle('en-US', 'translation') as unknown;
    await ensureCatalogue(i18n, 'en-US');
    await ensureCatalogue(i18n, 'th-TH');
    expect(i18n.getResourceBundle('en-US', 'translation')).toBe(bundle);
    expect(i18n.getResourceBundle('th-TH', 'translation')).toEqual(thTH);
  });
});

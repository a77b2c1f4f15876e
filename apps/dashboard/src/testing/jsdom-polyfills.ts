/**
 * What jsdom lacks and the app needs, for specs that render it. Import before anything else:
 * react-router reads TextEncoder at load, RTK Query looks for fetch, MUI's useMediaQuery calls
 * matchMedia.
 */
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder, IS_REACT_ACT_ENVIRONMENT: true });

/** Unit specs reach no server: a call that slips through fails loudly. */
globalThis.fetch = () => Promise.reject(new Error('no network in unit specs'));

/** Every media query answers "no": a narrow screen, so the navigation is a temporary drawer. */
window.matchMedia = (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;

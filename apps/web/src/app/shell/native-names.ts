/** Language names are written in their own language. */
export const NATIVE_NAMES = { en: 'English', fi: 'Suomi', sv: 'Svenska' } as const;

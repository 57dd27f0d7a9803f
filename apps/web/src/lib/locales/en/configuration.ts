/** en: survey administration: the survey list and configuration blocks. */
export const configuration = {};

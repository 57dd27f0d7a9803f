/** en: survey administration: questions and variables, universe settings, tasks and scripts. */
export const surveyTools = {};

/** The survey a configuration write is for, with its universe (every row carries both). */
export interface SurveyIds {
  universeId: number;
  surveyId: number;
}

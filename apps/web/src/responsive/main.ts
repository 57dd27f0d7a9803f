import { FIRST_ANSWER_PARAM } from '@opinio/domain/api/respondent-path';
import { startQuestionnairePage } from './questionnaire-page.ts';

// The invitation's token: the only credential of the page.
const query = new URLSearchParams(window.location.search);
const token = query.get('t') ?? '';
// the first question's answer, when the mail's answer button was pressed
const firstAnswer = query.get(FIRST_ANSWER_PARAM);
const root = document.getElementById('root');
if (!root) throw new Error('responsive.html has no #root element');
startQuestionnairePage(root, token, firstAnswer);

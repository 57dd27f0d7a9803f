import { startQuestionnairePage } from './questionnaire-page.ts';

// The invitation's token: the only credential of the page.
const token = new URLSearchParams(window.location.search).get('t') ?? '';
const root = document.getElementById('root');
if (!root) throw new Error('responsive.html has no #root element');
startQuestionnairePage(root, token);

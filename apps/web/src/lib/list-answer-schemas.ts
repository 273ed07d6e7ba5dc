/**
 * The document lists' and the dashboard's answer schemas, imported when a page first asks for its answer instead of
 * with the page: zod builds a schema when its module is evaluated, and evaluated with the page it lengthened the
 * page's first long task on a phone (decision 044). The module downloads early all the same (the route's preloads).
 */
const listAnswers = () => import('@docverify/contract/documents/list-answers');

export const documentListAnswer = () => listAnswers().then((module) => module.ZDocumentListResponse);
export const dashboardAnswer = () => listAnswers().then((module) => module.ZDashboardResponse);

/** i18next namespace of the home page (messages: src/app/messages). */
export const HOME_NS = 'home';

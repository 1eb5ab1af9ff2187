// The contest's public pages: one lazy chunk (routes.tsx `handle.chunk` names this file for modulepreload).
export { ContestHomePage } from './ContestHomePage';
export { ContestRulesPage } from './ContestRulesPage';
export { RegistrationPage } from './RegistrationPage';
export { PreviousEditionsPage } from './PreviousEditionsPage';
export { WinnersPage } from './WinnersPage';
export { PartnersPage } from './PartnersPage';
export { BecomePartnerPage } from './BecomePartnerPage';
export { ContestRoute } from './ContestRoute';

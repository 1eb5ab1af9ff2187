/** The editorial pages: one lazy chunk (routes.tsx, `EDITORIAL_CHUNK`). */
import '../../guide/guide.css';
import '../editorial.css';
export { AgendaPage } from './AgendaPage';
export { CmsPage } from './CmsPage';
export { ContentTypePage } from './ContentTypePage';
export { ContentTypeGate } from './ContentTypeGate';
export { PartnersPage } from './PartnersPage';
export { PressSpacePage } from './PressSpacePage';
export { DetailPage, SegmentPage } from './SegmentPages';
export { NotFound } from '../components/NotFound';

// Props every routed page receives from the route table.
import type { Lang, RouteParams } from './resolveRoute';

export interface PageProps {
  lang: Lang;
  params: RouteParams;
}

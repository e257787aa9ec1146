// Props every routed page receives from the route table.
import type { Lang, RouteParams } from '../routes/resolveRoute';

export interface PageProps {
  lang: Lang;
  params: RouteParams;
}

// The router's Link in the design system's link shape (href), so Button, LinkTabs and Pagination navigate without a page load.
import { Link } from 'react-router-dom';
import type { LinkComponent } from '../components/Button';

export const RouterLink: LinkComponent = ({ href, ...props }) => <Link to={href} {...props} />;

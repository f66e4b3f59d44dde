// The router's side of the screens' link contract (src/screens/link.ts): in-store paths become <Link>s
// (no page load), outside addresses stay plain anchors opening a new tab.
import { Link } from 'react-router-dom'
import { externalLinkProps, isExternalHref, type RenderLink } from '@/screens/link'

export const renderRouterLink: RenderLink = ({ href, ...props }) =>
  isExternalHref(href) ? <a href={href} {...externalLinkProps} {...props} /> : <Link to={href} {...props} />

// /contact, /return-policy, /privacy, /shipping-policy and /terms: the page for the path, and a Back button that
// goes back in history, or home when the page was opened directly.
import { useLocation, useNavigate } from 'react-router-dom'
import { staticPageHead } from '@/domain/page-head'
import { pathTo } from '@/domain/routes'
import { staticPageFor } from '@/screens/static-pages/content'
import { StaticPage } from '@/screens/static-pages/static-page'
import { NotFound } from '@/screens/static-pages/not-found'

export function StaticPageRoute() {
  const location = useLocation()
  const navigate = useNavigate()
  const page = staticPageFor(location.pathname)
  if (!page) return <NotFound />
  // The router marks the entry the app started on with the key 'default': there is nothing of ours to go back to.
  const onBack = () => (location.key === 'default' ? void navigate(pathTo('home')) : void navigate(-1))
  return (
    <>
      <title>{staticPageHead(page.slug).title}</title>
      <StaticPage page={page} onBack={onBack} />
    </>
  )
}

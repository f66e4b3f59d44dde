// For the staff routes' stories: the app of a signed-in user on one staff route behind the route guard, with a probe of
// the address's query (where the pages keep their filters).
import type { ReactNode } from 'react'
import { useLocation } from 'react-router-dom'
import { RequireSession } from '@/app/require-session'
import type { AccountUser } from '@/domain/account'
import { SignedInApp } from './app-fakes'

function SearchProbe() {
  return <output data-testid="search">{useLocation().search}</output>
}

export function StaffApp({
  user,
  start,
  path,
  page,
}: {
  user: AccountUser
  start: string
  path: string
  page: ReactNode
}) {
  return (
    <SignedInApp
      user={user}
      start={start}
      routes={[
        {
          path,
          element: <RequireSession />,
          children: [
            {
              index: true,
              element: (
                <>
                  <SearchProbe />
                  {page}
                </>
              ),
            },
          ],
        },
      ]}
    />
  )
}

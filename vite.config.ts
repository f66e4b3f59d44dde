// The web app's build. The server (server/main.ts) serves dist/ and /api on one port, drawing each page with
// the render entry `npm run build` also writes to dist-ssr/ (ADR 0005); in `npm run dev` Vite proxies /api to it.
import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { fileURLToPath } from 'node:url'
import { gzipSync, constants } from 'node:zlib'
import { readFileSync, writeFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { ROUTES } from './src/domain/routes.ts'
import { STAFF_ROUTES } from './src/domain/staff-routes.ts'
import { CHAT_ENTRY_MODULE } from './src/domain/chat.ts'
import { TYPEFACE_SCRIPT } from './src/domain/typeface.ts'
import { demoStore } from './stories/network/demo-store-plugin.ts'

/**
 * Writes a `.gz` beside every script and style sheet, compressed once at the highest level, which the server
 * sends to browsers that accept gzip (server/app.ts, `preCompressed`): a slow phone link pays for about a
 * quarter of the bytes and the server spends no CPU per request.
 */
function precompressAssets(): Plugin {
  return {
    name: 'oja:precompress-assets',
    // The browser's files only; the server's render entry (dist-ssr/) is read from disk.
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    // After the files are written: earlier hooks still see code that later plugins rewrite.
    writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist'
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|svg)$/.test(fileName)) continue
        const path = join(outDir, fileName)
        writeFileSync(`${path}.gz`, gzipSync(readFileSync(path), { level: constants.Z_BEST_COMPRESSION }))
      }
    },
  }
}

/**
 * Libraries as React 19 and a production build need them.
 *
 * react-router's production build, without the names its components carry for React's developer tools. The package
 * maps every import to its development build (the same code with `ENABLE_DEV_WARNINGS = true`, so the pages carried
 * its warnings); and its `X.displayName = '...'` lines are statements the bundler must keep, so each component named
 * that way stayed in every page whether or not the store uses it (Form, NavLink, the history router and what they
 * call). Without them, and with its `forwardRef` calls marked pure as its other components' calls are, an unused
 * component is dropped like any unused function.
 *
 * XState's React hooks import `use-sync-external-store`'s shims, which carry a copy of the hook for React 17 and older;
 * the package's own entries for React 18 and later are React's hook itself and the selector over it.
 *
 * The browser's build only: the dev server, the stories and the tests keep the development builds and their warnings,
 * and the server's render entry imports the libraries from node_modules at run time.
 */
function librariesForProduction(): Plugin {
  const modules = fileURLToPath(new URL('./node_modules/', import.meta.url))
  const production = join(modules, 'react-router/dist/production/')
  const entries: Record<string, string> = {
    'react-router': join(production, 'index.mjs'),
    'react-router/dom': join(production, 'dom-export.mjs'),
    'use-sync-external-store/shim': join(modules, 'use-sync-external-store/index.js'),
    'use-sync-external-store/shim/with-selector': join(modules, 'use-sync-external-store/with-selector.js'),
  }
  return {
    name: 'oja:libraries-for-production',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    enforce: 'pre',
    resolveId: (source) => entries[source],
    transform(code, id) {
      if (!id.startsWith(production)) return undefined
      const named = code.replace(/^[\w$]+\.displayName = "[^"\n]*";$/gm, '')
      return {
        code: named.replace(/^var ([\w$]+) = (React\d*\.forwardRef\()/gm, 'var $1 = /* @__PURE__ */ $2'),
        map: null,
      }
    },
  }
}

/** What every page runs before it draws: React, the router, XState, the class helpers, and Vite's loader for the chunks
 * fetched later (shared with chunks that import nothing else of the entry, it would otherwise be a request of its own). */
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|xstate|@xstate[\\/]react|use-sync-external-store|use-isomorphic-layout-effect|tailwind-merge|clsx|class-variance-authority|cookie|set-cookie-parser)[\\/]|^\0vite[\\/]preload-helper/

/** What the catalogue pages (home, the listing, a product) share: prices, ratings, pictures, tags, stock, the wishlist
 * hearts' state, the cart's lines ('Go to cart'), the request actor, the generic error text, and
 * the spinner that buttons and the toasts share; and what the entry shares with the chunks fetched later, the route
 * manifest, the page heads and the store's links (each a file of its own would cost every page a request for a few
 * hundred bytes). */
const CATALOGUE =
  /src[\\/](commerce[\\/](product-tags|price|rating)|ui[\\/](image|badge|skeleton|empty-state|spinner|icon-button|button|input|field-control|store-link)|domain[\\/](money|rating|messages|routes|page-head|stock|wishlist|cart-lines)|app[\\/]wishlist[\\/]use-wishlist-hearts|api[\\/]request-actor)\./

/** The product card and the heart on it: every list of products draws both (home, the listing, the wishlist), the
 * product page neither. */
const PRODUCT_CARD = /src[\\/](commerce[\\/](product-card|wishlist-toggle)|app[\\/]wishlist[\\/]card-heart)\./

/** The forms' shared rules and the account's (the sign-in, sign-up and code forms), where a shopper whose email is not
 *  verified is sent (machines/lib/unverified: signing in or up, checkout, the availability request), and the way a
 *  machine takes a failed call (machines/lib/load-failed: the pages with a form, and the orders pages). The pages with a
 *  form need the first two, and the last two are too small for a file of their own. */
const FORM_RULES = /(src[\\/]domain[\\/](form-rules|account-forms)|machines[\\/]lib[\\/](unverified|load-failed))\./

/** A form's pictures, which the product form (/load-items) and the swap form (/swap) share whole: the picker, the
 *  picture list, the upload's child machine and the call that sends them. One file; the rules for a picture
 *  (src/domain/uploads) are a small file of their own, which the staff's category form also reads for its first load,
 *  fetching the upload call only with its first picture (src/api/staff-categories-actors.ts). The group takes
 *  only these modules (includeDependenciesRecursively: false): what they import (the icons, the client, React) is on
 *  every page already and stays in the entry's files. */
const PICTURE_UPLOADS =
  /(src[\\/](commerce[\\/]picture-picker|api[\\/]upload-images)|machines[\\/](lib[\\/]pictures|picture-upload[\\/]picture-upload\.machine))\./

/** What the account pages (/login, /signup, /verification) share: their panel, their actions, and the call that sends
 *  a code (a sign-in of an unverified shopper, and 'Resend code'). One file rather than three of a few hundred bytes. */
const ACCOUNT_PAGES =
  /src[\\/](screens[\\/]shell[\\/]account-panel|app[\\/]routes[\\/]account[\\/]use-account-actions|api[\\/]send-otp)\./

/** What every staff page loads before its own module: the section's route table, the staff frame (its layout and the
 *  page wrapper) and the way each page writes a time. One file rather than three or four of a few hundred bytes each:
 *  small files compress apart, each without the others' words, and every staff page fetched them all anyway (the chat
 *  page alone does not write times: 0.1 KB). Only these modules (includeDependenciesRecursively: false): the page names,
 *  which the shopper's chat panel also reads, stay in their own file. */
const STAFF_SECTION =
  /(src[\\/](domain[\\/]staff-routes|app[\\/]routes[\\/](staff-section|staff[\\/]staff-page)|screens[\\/]staff[\\/](staff-layout|staff-time))|machines[\\/]lib[\\/]error-status)\./

/** The STAFF_SECTION group, in the browser's build only: in the server's render entry the section's module and the page
 *  names end up in one file, which the group's file would import while that file imports it. */
function staffSectionFile(): Plugin {
  return {
    name: 'oja:staff-section-file',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [{ name: 'staff-section', test: STAFF_SECTION, includeDependenciesRecursively: false }],
            },
          },
        },
      },
    }),
  }
}

/**
 * The route modules of the pages that are not browsed (the account forms, and the pages that need a session: cart,
 * checkout, payment, orders, addresses, wishlist, profile, the staff section). The server preloads every file such a
 * page needs when it sends it (server/web/web-pages.ts), so the web app's own list of what to fetch alongside each
 * route, which every page's entry script carries, leaves their files out: the pages a visitor browses would otherwise pay, in their
 * script budget, for the names of files only these pages use. Moving to one of them inside the app costs a round trip
 * more instead.
 */
const UNBROWSED_ROUTE_CHUNKS = new Set([
  ...[...Object.values(ROUTES), ...Object.values(STAFF_ROUTES)].flatMap((route) =>
    (route.signIn || !route.drawnAhead) && route.screen ? [basename(route.screen.chunk)] : [],
  ),
  // The module that brings the staff section's routes, which only the staff pages fetch.
  'staff-section',
])

/** A built file's name without its content hash: 'assets/cart-route-AvD97zCE.js' → 'cart-route'. */
function chunkName(file: string): string {
  return basename(file).replace(/-[\w-]{8}\.js$/, '')
}

/** Files the entry itself imports, so every page has them before any route is fetched: listing them again beside
 *  each route only adds bytes to the entry. */
const LOADED_WITH_ENTRY = new Set(['framework', 'catalogue', 'rolldown-runtime'])

/** What the entry script fetches alongside a route it loads. index.html's own preloads (hostType 'html') stay whole. */
function preloadedWith(file: string, deps: string[], { hostType }: { hostType: 'html' | 'js' }): string[] {
  if (hostType === 'html') return deps
  if (UNBROWSED_ROUTE_CHUNKS.has(chunkName(file))) return []
  return deps.filter((dep) => !LOADED_WITH_ENTRY.has(chunkName(dep)))
}

/** The page's head says, before the first paint, whether this browser has the store's typeface (src/domain/typeface.ts,
 *  docs/adr/0053): in every page the server writes from index.html, and on the dev server. */
function typefaceFlag(): Plugin {
  return {
    name: 'oja:typeface-flag',
    transformIndexHtml: () => [{ tag: 'script', children: TYPEFACE_SCRIPT, injectTo: 'head-prepend' }],
  }
}

export default defineConfig({
  plugins: [
    librariesForProduction(),
    react(),
    tailwindcss(),
    precompressAssets(),
    demoStore(),
    staffSectionFile(),
    typefaceFlag(),
  ],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@machines': fileURLToPath(new URL('./machines', import.meta.url)),
    },
  },
  // Pre-bundled up front so a test run never re-optimises dependencies halfway through (which reloads the page).
  optimizeDeps: {
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      'react-router-dom',
      '@radix-ui/react-dialog',
      '@radix-ui/react-slider',
      'xstate',
      '@xstate/react',
      'class-variance-authority',
      'clsx',
      'tailwind-merge',
      'openapi-fetch',
      '@radix-ui/react-use-controllable-state',
      'yet-another-react-lightbox',
      'yet-another-react-lightbox/plugins/counter',
      'yet-another-react-lightbox/plugins/inline',
      // The stories' network mocks (ADR 0018): development only, never in a production bundle.
      'msw',
      'msw/browser',
      'openapi-msw',
      'msw-storybook-addon/preview',
    ],
  },
  // The manifest tells the server which chunks each page needs, to preload them with the page (server/web/).
  // No modulepreload polyfill: every browser the store supports preloads modules itself.
  build: {
    outDir: 'dist',
    sourcemap: false,
    reportCompressedSize: true,
    manifest: true,
    modulePreload: { polyfill: false, resolveDependencies: preloadedWith },
    rolldownOptions: {
      // The app, and live chat's panel: a script of its own that the server's chat button fetches at its first press
      // (server/web/chat-button.ts), so no store page's first load carries it. The render entry (--ssr) is its own.
      input: { index: 'index.html', chat: CHAT_ENTRY_MODULE },
      // Radix's packages wrap every function in a `__name(fn, "name")` call that only keeps its name; read as pure,
      // the helpers a page never calls (useControllableStateReducer beside useControllableState) are dropped.
      treeshake: { manualPureFunctions: ['__name'] },
      output: {
        // Fewer, larger files for a slow link: every page needs the framework, and the catalogue pages share
        // their cards; left alone, the bundler cuts them into a dozen small files that each cost a request.
        codeSplitting: {
          groups: [
            { name: 'framework', test: FRAMEWORK },
            { name: 'catalogue', test: CATALOGUE },
            { name: 'product-card', test: PRODUCT_CARD },
            { name: 'account-pages', test: ACCOUNT_PAGES },
            { name: 'form-rules', test: FORM_RULES },
            { name: 'picture-uploads', test: PICTURE_UPLOADS, includeDependenciesRecursively: false },
            // staffSectionFile() adds the staff section's group in the browser's build.
          ],
        },
      },
    },
  },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000' } },
})

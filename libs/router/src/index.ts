// The router API the apps may use. Every app imports routing from here, never from
// react-router-dom directly (lint enforces it): this module is the Module Federation singleton
// that carries the one router of the page, tree-shaken to what the site uses.
export {
  BrowserRouter,
  Link,
  matchPath,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
  type LinkProps,
  type NavLinkProps,
  type NavigateFunction,
} from 'react-router-dom';

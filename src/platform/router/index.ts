/** The app's router (see README.md): the part of react-router-dom 7's API the app uses, same names. */
export { BrowserRouter, MemoryRouter } from './Router';
export { Routes, Route, type RouteProps } from './Routes';
export { Link, type LinkProps } from './Link';
export { Navigate } from './Navigate';
export {
  useLocation,
  useNavigate,
  useSearchParams,
  type NavigateFunction,
  type NavigateOptions,
  type SearchParamsInit,
  type SetSearchParams,
} from './hooks';
export type { Location } from './history';
export type { Path, To } from './path';

// The router names the remotes use: the share scope provides these, not the package's whole namespace
// (which kept all of react-router-dom in main.js). Checked against the remotes' imports by
// provided-surface.test.ts; never remove a name a deployed remote may still use.
import {
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';

/** Handed to the share scope as it is: an object of the names (no module namespace of getters). */
export const provided = {
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
};

// Kept so the `./routes` expose and older imports resolve; the composition lives in app/routes.tsx.
export { default } from './app/routes';

declare module '*.module.css' {
  const classes: Record<string, string>;
  export default classes;
}
declare module '*.css';
declare const __BUILD_ID__: string;
declare const __APP_VERSION__: string;
declare const __DEV__: boolean;

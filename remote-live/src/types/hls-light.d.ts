// hls.js ships the light build (no subtitles, EME or alternate audio: a live room needs none) without its own types.
declare module 'hls.js/light' {
  import Hls from 'hls.js';
  export default Hls;
}

// The popup does all the work; a background entrypoint exists so that the browser gives the extension a
// service worker, whose URL is how tests find the extension id.
export default defineBackground(() => {});

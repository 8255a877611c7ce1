import './styles.css';

// The browser entry. A server-rendered page is already on screen: let the browser paint it first,
// then load and start the app (a client-rendered page waits only one frame for it).
requestAnimationFrame(() => setTimeout(() => void import('./start').then((app) => app.start()), 0));

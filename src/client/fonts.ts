// The three font families templates use, served from our own origin (no font CDN at run time).
import '@fontsource-variable/inter/wght.css';
import '@fontsource-variable/montserrat/wght.css';
import '@fontsource-variable/playfair-display/wght.css';

import 'react';

// The provider's chat widget is a custom element; JSX learns its one attribute here.
declare module 'react' {
  namespace JSX {
    // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- only an interface merges
    interface IntrinsicElements {
      'chat-widget': { 'location-id': string };
    }
  }
}

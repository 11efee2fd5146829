import { PROPERTIES_ID } from './panels/focus-fields';

type Props = { onProperties: () => void; onPage: () => void };

const LINK =
  'sr-only rounded-md bg-white px-3 py-2 text-sm font-medium text-indigo-800 shadow-md ring-2 ring-ring focus:not-sr-only focus:absolute focus:top-2 focus:z-50';

/** The builder's first two tab stops, shown while focused: straight to the properties or the page. */
export function SkipLinks({ onProperties, onPage }: Props) {
  return (
    <>
      <a
        href={`#${PROPERTIES_ID}`}
        className={`${LINK} focus:left-2`}
        onClick={(event) => {
          event.preventDefault();
          onProperties();
        }}
      >
        Skip to properties
      </a>
      <a
        href="#builder-page"
        className={`${LINK} focus:left-48`}
        onClick={(event) => {
          event.preventDefault();
          onPage();
        }}
      >
        Skip to page
      </a>
    </>
  );
}

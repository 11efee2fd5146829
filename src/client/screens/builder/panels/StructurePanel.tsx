import { coachNameOf } from '../../../../model/coach-name';
import { SHARED_SECTION_TYPES } from '../../../../model/page-view';
import { Plus } from 'lucide-react';
import { memo, useCallback, useEffect, useId, useRef, useState } from 'react';
import { templateFor } from '../../../../model/templates/catalogue';
import { starterSection } from '../../../../model/templates/starter-website';
import type { Website } from '../../../../model/website';
import { useLimits } from '../../../app/limits';
import { BlockedReason, useBlockedReason } from '../../../ui/blocked-reason';
import { Button } from '../../../ui/button';
import { Label } from '../../../ui/input';
import { NativeSelect } from '../../../ui/native-select';
import { findElement, type Selection } from '../selection';
import type { BuilderStore } from '../state/builder-store';
import { nextTempId } from '../state/temp-ids';
import { sectionBlockedIn } from './room';
import { structureKey } from './structure-key';
import { loadDragKit } from './drag-kit';
import { SortableList } from './SortableList';
import { SectionRow } from './StructureRows';
import { focusSearch } from './focus-fields';
import { onTreeKey, treeItem } from './tree-keys';
import { useExpansion, useKeptWhile, useScrollToSelected, type Search } from './structure-hooks';
import { foundKey, keeping, searchStructure, type Found } from './structure-search';
import { StructureSearch } from './StructureSearch';

type Props = {
  website: Website;
  selection: Selection;
  onSelect: (s: Selection) => void;
  /** Chosen by keyboard in the tree: selected, and the focus goes on to its properties. */
  onChoose: (s: Selection, from: HTMLElement) => void;
  store: BuilderStore;
  /** The open page (issue 38): `website` holds its sections only, and new sections go on it. */
  pageId: number;
  /** Sections and elements in the whole website, for its limits. */
  sectionsInWebsite: number;
  elementsInWebsite: number;
};

function AddSection(props: Omit<Props, 'selection' | 'onChoose'>) {
  const { website, store, onSelect, pageId } = props;
  const id = useId();
  const template = templateFor(website.template);
  // The header and footer are the home page's, shown on every page: other pages do not add them.
  const onHome = website.pages.find((p) => p.id === pageId)?.isHome ?? true;
  const types = Object.entries(template.sectionTypes).filter(
    ([type]) => onHome || !SHARED_SECTION_TYPES.has(type),
  );
  const [type, setType] = useState(types[0]?.[0] ?? '');
  const starter = template.starter.find((s) => s.type === type) ?? {
    type,
    name: template.sectionTypes[type]?.label ?? type,
    elements: [],
  };
  const used = { sections: props.sectionsInWebsite, elements: props.elementsInWebsite };
  const blockedBy = sectionBlockedIn(used, starter.elements.length, useLimits());
  const blocked = useBlockedReason(blockedBy);
  const add = () => {
    if (blockedBy) return;
    const section = starterSection(
      starter,
      website.id,
      website.sections.length,
      nextTempId,
      pageId,
    );
    store.dispatch({ type: 'add-section', section });
    onSelect({ kind: 'section', id: section.id });
  };
  return (
    <div className="grid gap-1.5 border-t border-border pt-3">
      <Label htmlFor={id}>Add a section</Label>
      <div className="flex gap-2">
        <NativeSelect
          id={id}
          className="w-full"
          value={type}
          onChange={(e) => setType(e.target.value)}
        >
          {types.map(([value, def]) => (
            <option key={value} value={value}>
              {def.label}
            </option>
          ))}
        </NativeSelect>
        <Button variant="secondary" onClick={add} {...blocked.control}>
          <Plus aria-hidden="true" /> Add section
        </Button>
      </div>
      <BlockedReason {...blocked.note} className="text-xs" />
    </div>
  );
}

/**
 * 'Website Structure': sections (name, type, element count) to select and arrange; a section's
 * elements show while it holds the selection or the coach opens it, so a large page stays a short
 * list. 'Find an element' above it shows only the rows whose words match. A keystroke that changes
 * nothing it shows (see structureKey and foundKey) does not redraw it.
 */
function preloadDragging() {
  void loadDragKit().catch(() => undefined);
}

export function StructurePanel(props: Props) {
  // A touch screen has no pointer that comes near the rows before pressing on a grip: there,
  // dragging loads with the panel.
  useEffect(() => {
    if (window.matchMedia('(pointer: coarse)').matches) preloadDragging();
  }, []);
  const [query, setQuery] = useState('');
  // The row chosen while searching stays in the results, its words changed or not, until the
  // search changes: Escape in its properties comes back to it.
  const [chosen, setChosen] = useState<{ query: string; row: Selection }>({ query, row: null });
  const row = chosen.query === query ? chosen.row : null;
  const matches = searchStructure(props.website, query, coachNameOf(props.website.settings));
  const found = matches && keeping(matches, props.website, row);
  const key = foundKey(found);
  const website = useKeptWhile(props.website, `${structureKey(props.website)}\n${key}`);
  const search = { query, found: useKeptWhile(found, key) };
  const { onChoose } = props;
  const choose = useCallback(
    (selection: Selection, from: HTMLElement) => {
      setChosen({ query, row: selection });
      onChoose(selection, from);
    },
    [query, onChoose],
  );
  return (
    <StructureList
      {...props}
      website={website}
      search={search}
      onQuery={setQuery}
      onChoose={choose}
    />
  );
}

const TREE_ID = 'structure-tree';

const keyOf = (row: NonNullable<Selection>) => `${row.kind}:${row.id}`;

/** The sections the tree shows (all, or those a search found), each with its place on the page. */
function shownSections(website: Website, found: Found | null) {
  return website.sections
    .map((section, index) => ({ section, index }))
    .filter(({ section }) => !found || found.sections.has(section.id));
}

/** The keys of the rows the tree shows, in order. */
function shownKeys(website: Website, expanded: (id: number) => boolean, found: Found | null) {
  return shownSections(website, found).flatMap(({ section: s }) => {
    const ids = found?.sections.get(s.id) ?? s.elements.map((e) => e.id);
    return [`section:${s.id}`, ...(expanded(s.id) ? ids.map((id) => `element:${id}`) : [])];
  });
}

/** Where a row is among its own (sections, or its section's elements), and how many there are. */
function placeOf(website: Website, selection: NonNullable<Selection>) {
  if (selection.kind === 'section') {
    const index = website.sections.findIndex((s) => s.id === selection.id);
    return { index, count: website.sections.length };
  }
  const found = findElement(website, selection.id);
  const elements = found?.section.elements ?? [];
  return { index: elements.findIndex((e) => e.id === selection.id), count: elements.length };
}

type ListProps = Props & { search: Search; onQuery: (query: string) => void };

const StructureList = memo(function StructureList(props: ListProps) {
  const { website, selection, onSelect, onChoose, store, search, onQuery } = props;
  const { found } = search;
  const { expanded, onExpand } = useExpansion(website, selection, search);
  const nav = useRef<HTMLElement>(null);
  useScrollToSelected(nav, selection);
  // The tree's one tab stop: the row last focused while it is shown, else the selected row.
  const [focused, setFocused] = useState<string | null>(null);
  const shown = shownKeys(website, expanded, found);
  const selectedKey = selection ? keyOf(selection) : '';
  const tabStop = [focused, selectedKey].find((k) => k && shown.includes(k)) ?? shown[0] ?? '';
  const move = (row: NonNullable<Selection>, by: -1 | 1) => {
    const { index, count } = placeOf(website, row);
    const toIndex = index + by;
    if (index < 0 || toIndex < 0 || toIndex >= count) return;
    store.dispatch(
      row.kind === 'section'
        ? { type: 'move-section', sectionId: row.id, toIndex }
        : { type: 'move-element', elementId: row.id, toIndex },
    );
    // The row is drawn again in its new place: the focus stays with it.
    requestAnimationFrame(() => {
      if (nav.current) treeItem(nav.current, keyOf(row))?.focus();
    });
  };
  const actions = { choose: onChoose, expand: onExpand, move, leave: focusSearch };
  // A click on a row chooses it as Enter does: the focus goes on to its properties.
  const chooseRow = useCallback(
    (row: Selection) => {
      const from = nav.current && row ? treeItem(nav.current, keyOf(row)) : null;
      if (from) onChoose(row, from);
      else onSelect(row);
    },
    [onChoose, onSelect],
  );
  // The first result's row (or, were its section closed, the first row shown).
  const firstRow = () => {
    const root = nav.current;
    if (!root || !found?.first) return null;
    return (
      treeItem(root, keyOf(found.first)) ?? root.querySelector<HTMLElement>('[role="treeitem"]')
    );
  };
  return (
    <nav
      ref={nav}
      aria-label="Website Structure"
      className="grid gap-3"
      onKeyDown={(event) => onTreeKey(event, actions)}
      // Dragging rows by pointer loads when the pointer first comes near them.
      onPointerEnter={preloadDragging}
      onPointerDown={preloadDragging}
      onFocus={(event) => {
        const key = event.target.dataset.treeKey;
        if (key) setFocused(key);
      }}
    >
      <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-500">
        Website Structure
      </h2>
      <StructureSearch
        query={search.query}
        onQuery={onQuery}
        found={found}
        treeId={TREE_ID}
        onFirst={() => firstRow()?.focus()}
        onChooseFirst={() => {
          const from = firstRow();
          if (from && found?.first) onChoose(found.first, from);
        }}
      />
      <SortableList
        id={TREE_ID}
        role="tree"
        label="Sections and their elements"
        ids={website.sections.map((s) => s.id)}
        onMove={(id, toIndex) => store.dispatch({ type: 'move-section', sectionId: id, toIndex })}
      >
        {shownSections(website, found).map(({ section, index }) => (
          <SectionRow
            key={section.id}
            section={section}
            index={index}
            count={website.sections.length}
            shownElements={found?.sections.get(section.id) ?? null}
            selectedSection={selection?.kind === 'section' && selection.id === section.id}
            selectedElementId={
              selection?.kind === 'element' && section.elements.some((e) => e.id === selection.id)
                ? selection.id
                : null
            }
            expanded={expanded(section.id)}
            onExpand={onExpand}
            tabStop={
              tabStop === `section:${section.id}` ||
              section.elements.some((e) => tabStop === `element:${e.id}`)
                ? tabStop
                : null
            }
            coachName={coachNameOf(website.settings)}
            store={store}
            onSelect={chooseRow}
            query={search.query}
          />
        ))}
      </SortableList>
      <AddSection
        website={website}
        store={store}
        onSelect={onSelect}
        pageId={props.pageId}
        sectionsInWebsite={props.sectionsInWebsite}
        elementsInWebsite={props.elementsInWebsite}
      />
    </nav>
  );
});

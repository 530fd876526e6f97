import type { MouseEvent } from 'react';
import { List, ListItemButton, ListItemText, ListSubheader, Popover } from '@mui/material';

export interface SelectorPopupState {
  open: boolean;
  /** Where the click happened, in the app page's viewport coordinates. */
  x: number;
  y: number;
  /** Which corner of the popup sits on the click (flipped near the edges). */
  origin: { vertical: 'top' | 'bottom'; horizontal: 'left' | 'right' };
  selectors: string[];
  parentSelectors: string[];
}

export const closedPopup: SelectorPopupState = { open: false, x: 0, y: 0, origin: { vertical: 'top', horizontal: 'left' }, selectors: [], parentSelectors: [] };

/** Attribute that marks a choosable selector; only clicks on such items do something. */
export const SELECTOR_ITEM_ATTRIBUTE = 'data-selector-item';

/**
 * Opened at the click position: a selector for the clicked element and one for its parent.
 * Choosing one hands it to `onPick`; clicks elsewhere on the popup are ignored; Escape and a
 * click away close it.
 */
export function SelectorPopup({ state, onPick, onClose }: { state: SelectorPopupState; onPick: (selector: string) => void; onClose: () => void }) {
  const element = state.selectors[0];
  const parent = state.parentSelectors[0];
  const onClick = (event: MouseEvent<HTMLElement>) => {
    const item = (event.target as HTMLElement).closest(`[${SELECTOR_ITEM_ATTRIBUTE}]`);
    const selector = item?.getAttribute(SELECTOR_ITEM_ATTRIBUTE);
    if (selector) onPick(selector);
  };
  return (
    <Popover
      open={state.open}
      onClose={onClose}
      anchorReference="anchorPosition"
      anchorPosition={{ top: state.y, left: state.x }}
      transformOrigin={state.origin}
      slotProps={{ paper: { onClick, 'data-testid': 'selector-popup', sx: { maxWidth: 'min(420px, calc(100vw - 32px))' } } as object }}
    >
      <List dense aria-label="Choose a selector" sx={{ py: 0 }}>
        {element && (
          <>
            <ListSubheader disableSticky>Element</ListSubheader>
            <SelectorItem selector={element} />
          </>
        )}
        {parent && (
          <>
            <ListSubheader disableSticky>Parent</ListSubheader>
            <SelectorItem selector={parent} />
          </>
        )}
      </List>
    </Popover>
  );
}

function SelectorItem({ selector }: { selector: string }) {
  return (
    <ListItemButton {...{ [SELECTOR_ITEM_ATTRIBUTE]: selector }} data-testid="selector-item">
      <ListItemText primary={selector} slotProps={{ primary: { sx: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: 13, wordBreak: 'break-all' } } }} />
    </ListItemButton>
  );
}

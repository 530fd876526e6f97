import { useState } from 'react';
import { IconButton, Menu, MenuItem, Tooltip } from '@mui/material';
import AppsIcon from '@mui/icons-material/Apps';

export const PRODUCTS_MENU_LABEL = 'Our products';

/**
 * The sister-product links where the header has no room for them (below the md breakpoint):
 * a button that opens a menu of the same links. MUI's menu gives it the keyboard (arrows,
 * Escape) and closes on a click outside.
 */
export function ProductsMenu({ products }: { products: { name: string; url: string }[] }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;
  const close = () => setAnchor(null);
  if (!products.length) return null;
  return (
    <>
      <Tooltip title={PRODUCTS_MENU_LABEL}>
        <IconButton
          onClick={(e) => setAnchor(e.currentTarget)}
          aria-label={PRODUCTS_MENU_LABEL}
          aria-haspopup="menu"
          aria-expanded={open}
          aria-controls={open ? 'products-menu-list' : undefined}
          data-testid="products-menu-button"
          sx={{ display: { xs: 'inline-flex', md: 'none' } }}
        >
          <AppsIcon />
        </IconButton>
      </Tooltip>
      <Menu
        id="products-menu"
        anchorEl={anchor}
        open={open}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { id: 'products-menu-list', 'aria-label': PRODUCTS_MENU_LABEL } }}
      >
        {products.map((product) => (
          <MenuItem key={product.url} component="a" href={product.url} target="_blank" rel="noopener" onClick={close}>
            {product.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

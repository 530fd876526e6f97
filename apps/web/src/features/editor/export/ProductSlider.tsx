import { useEffect, useState } from 'react';
import { Box, IconButton, Link, Typography } from '@mui/material';
import CircleIcon from '@mui/icons-material/Circle';
import { useConfig } from '../../../app/ConfigProvider.tsx';

/** Promotion slider rotation (spec section 9). */
export const SLIDER_ROTATE_MS = 5000;

/** The footer's promotion of the sibling products: rotates every 5 s, pauses on hover and focus. */
export function ProductSlider() {
  const { sisterProducts } = useConfig();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = sisterProducts.length;

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), SLIDER_ROTATE_MS);
    return () => clearInterval(timer);
  }, [paused, count]);

  if (count === 0) return null;
  const product = sisterProducts[index % count]!;
  return (
    <Box
      role="region"
      aria-label="Our other products"
      data-testid="product-slider"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      sx={{ mt: 1.5, display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, minHeight: 32 }}
    >
      <Typography variant="body2" color="text.secondary" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        Also by us:{' '}
        <Link href={product.url} target="_blank" rel="noopener" underline="always" fontWeight={600}>
          {product.name}
        </Link>
      </Typography>
      {count > 1 && (
        <Box sx={{ display: 'flex', flexShrink: 0 }}>
          {sisterProducts.map((p, i) => (
            <IconButton key={p.url} size="small" aria-label={`Show ${p.name}`} aria-current={i === index % count ? 'true' : undefined} onClick={() => setIndex(i)} sx={{ p: 0.5 }}>
              <CircleIcon sx={{ fontSize: 10, color: i === index % count ? 'primary.main' : 'grey.400' }} />
            </IconButton>
          ))}
        </Box>
      )}
    </Box>
  );
}

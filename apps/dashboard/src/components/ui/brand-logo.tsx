import Box from '@mui/material/Box';

/** The product mark: a white V on a red disc (no external image). */
export function BrandLogo({ size = 32 }: { size?: number }) {
  return (
    <Box component="svg" viewBox="0 0 64 64" width={size} height={size} aria-hidden sx={{ flexShrink: 0 }}>
      <circle cx="32" cy="32" r="30" fill="#C3002F" stroke="#fff" strokeWidth="3" />
      <path d="M18 22h8l6 16 6-16h8L36 44h-8z" fill="#fff" />
    </Box>
  );
}

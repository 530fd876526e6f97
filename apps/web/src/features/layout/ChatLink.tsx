import { Fab } from '@mui/material';
import ChatIcon from '@mui/icons-material/ChatBubbleOutline';
import { useConfig } from '../../app/ConfigProvider.tsx';

/** The floating chat link at the bottom right (spec section 2). */
export function ChatLink() {
  const { chatUrl } = useConfig();
  if (!chatUrl) return null;
  return (
    <Fab component="a" href={chatUrl} target="_blank" rel="noopener" color="primary" aria-label="Chat with us" sx={{ position: 'fixed', right: 20, bottom: 20, zIndex: 1200 }}>
      <ChatIcon />
    </Fab>
  );
}
